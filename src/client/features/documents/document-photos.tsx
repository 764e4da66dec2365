import { useState } from 'react';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_MB,
  documentMessages,
  type DocumentType,
} from '#domain/documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { UploadField } from './upload-field.tsx';

/**
 * What the browser can tell before sending: a photo, not too large. The server looks at the
 * bytes themselves; this only spares a long upload that would be refused.
 */
function checkFile(file: File | null, type: DocumentType): string | undefined {
  const messages = documentMessages[type];
  if (!file) return messages.missing;
  if (file.type && !file.type.startsWith('image/')) return messages.notImage;
  if (file.size > MAX_DOCUMENT_BYTES) return messages.tooLarge;
  return undefined;
}

/** The two photos by name, as their fields and the booking page's checklist say them. */
export const documentLabels: Record<DocumentType, string> = {
  passport: 'Foto del passaporto',
  selfie: 'Selfie con il passaporto',
};

type Errors = Partial<Record<DocumentType, string>>;

/** The two photos of an upload (passport, selfie with it) and what is wrong with each. */
export function useDocumentPhotos() {
  const [files, setFiles] = useState<Record<DocumentType, File | null>>({
    passport: null,
    selfie: null,
  });
  const [errors, setErrors] = useState<Errors>({});
  return {
    files,
    errors,
    choose(type: DocumentType, file: File | null) {
      setFiles((current) => ({ ...current, [type]: file }));
      setErrors((current) => ({ ...current, [type]: undefined }));
    },
    /** The first problem the browser sees (shown beside its field), or undefined. */
    check(): string | undefined {
      const found = {
        passport: checkFile(files.passport, 'passport'),
        selfie: checkFile(files.selfie, 'selfie'),
      };
      setErrors(found);
      return found.passport ?? found.selfie;
    },
    /** The form to send, once `check()` found nothing. */
    form(): FormData {
      const form = new FormData();
      form.append('passport', files.passport!);
      form.append('selfie', files.selfie!);
      return form;
    },
    /** The server names the photo it refused: shown beside it, for the visitor to fix. */
    refused(error: unknown): Record<string, string> {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({ passport: fields.passport, selfie: fields.selfie });
      return fields;
    },
  };
}

/** The passport photo and the selfie with it, side by side from tablets up. */
export function DocumentPhotoFields({ photos }: { photos: ReturnType<typeof useDocumentPhotos> }) {
  const field = (type: DocumentType) => (
    <UploadField
      label={documentLabels[type]}
      hint={`JPEG, PNG o WebP, fino a ${MAX_DOCUMENT_MB} MB`}
      file={photos.files[type]}
      error={photos.errors[type]}
      onChange={(file) => photos.choose(type, file)}
    />
  );
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {field('passport')}
      {field('selfie')}
    </div>
  );
}

/** "Invia documenti", with a spinner while the photos travel. */
export function SendDocumentsButton({ sending }: { sending: boolean }) {
  return (
    <Button type="submit" variant="accent" size="lg" disabled={sending}>
      {sending ? (
        <Spinner label="Invio dei documenti in corso" className="[&>span]:size-5" />
      ) : null}
      Invia documenti
    </Button>
  );
}
