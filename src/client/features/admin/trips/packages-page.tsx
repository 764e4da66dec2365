import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { tripFieldLabels } from '#domain/catalogue-admin.ts';
import type { PackageRecord } from '#domain/catalogue.ts';
import { packageInputSchema, type PackageInput } from '#domain/trip-input.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../paths.ts';
import { AdminDetailPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { usePackageList, useSavePackage } from './api.ts';
import { FieldPrefix, FormSection, TextField, TextListField } from './fields.tsx';
import { savedBy } from './history-panel.tsx';
import { editedFields, keepOwnEdits, packageValues } from './trip-values.ts';
import { useUnsavedChangesWarning } from './unsaved-changes.ts';

const fieldNames = Object.keys(packageInputSchema.shape);

type Notice = { conflict: boolean; title: string; text?: string };

/** One package's form: its own save, refused like a trip's when a colleague saved first. */
function PackageForm({
  record,
  onUnsaved,
}: {
  record: PackageRecord;
  onUnsaved: (unsaved: boolean) => void;
}) {
  const [opened, setOpened] = useState(record);
  const openedValues = useMemo(() => packageValues(opened), [opened]);
  const form = useForm<PackageInput>({
    resolver: zodResolver(packageInputSchema),
    defaultValues: openedValues,
  });
  const save = useSavePackage(record.id);
  const packages = usePackageList();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reloading, setReloading] = useState(false);
  const unsaved = form.formState.isDirty;
  useEffect(() => onUnsaved(unsaved), [onUnsaved, unsaved]);

  const submit = form.handleSubmit((values) => {
    setNotice(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(packageValues(saved));
        setOpened(saved);
        void notify.success('Pacchetto salvato', { description: saved.title });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setNotice({ conflict: true, title: error.message });
        } else if (!placeFieldErrors(error, fieldNames, form.setError)) {
          setNotice({ conflict: false, title: 'Pacchetto non salvato', text: error.message });
        }
      },
    });
  });

  /** The package as saved now, with this form's unsaved edits kept on top. */
  const reload = async () => {
    setReloading(true);
    const { data } = await packages.refetch();
    setReloading(false);
    const latest = data?.items.find((candidate) => candidate.id === record.id);
    if (!latest) return;
    const current = form.getValues();
    const edited = editedFields(openedValues, current);
    const values = packageValues(latest);
    form.reset(values);
    if (edited.length > 0) {
      form.reset(keepOwnEdits(values, current, edited), { keepDefaultValues: true });
    }
    setOpened(latest);
    setNotice({
      conflict: false,
      title: `Caricata la versione salvata da ${savedBy(latest.updatedBy)} il ${formatMoment(latest.updatedAt)}.`,
      text:
        edited.length > 0
          ? `Le tue modifiche sono ancora nel modulo (${edited.map((field) => tripFieldLabels[field] ?? field).join(', ')}): controllale e salva.`
          : undefined,
    });
  };

  return (
    <FieldPrefix value={`package-${record.id}`}>
      <FormSection id={`package-${record.id}`} title={opened.title}>
        <p className="-mt-3 text-sm text-navy-700">
          Ultima modifica: {savedBy(opened.updatedBy)}, {formatMoment(opened.updatedAt)}
        </p>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="space-y-4" aria-label={opened.title}>
            <TextField name="title" label="Nome" />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                name="originalPrice"
                label="Prezzo di listino (€)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
              />
              <TextField
                name="discountedPrice"
                label="Prezzo scontato (€)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
              />
              <TextField name="duration" label="Durata" placeholder="7-10 giorni" />
            </div>
            <fieldset>
              <legend className="mb-1.5 text-sm font-semibold text-navy-800">
                Che cosa comprende
              </legend>
              <TextListField
                name="includes"
                itemLabel={(position) => `Voce ${position} di ${opened.title}`}
                addLabel="Aggiungi voce"
              />
            </fieldset>
            {notice && (
              <div
                role={notice.conflict ? 'alert' : 'status'}
                className={
                  notice.conflict
                    ? 'rounded-xl border border-red-200 bg-red-50 p-3 text-red-900'
                    : 'rounded-xl border border-sea-100 bg-sea-50 p-3 text-navy-900'
                }
              >
                <p className="font-semibold">{notice.title}</p>
                {notice.text && <p className="mt-1 text-sm">{notice.text}</p>}
                {notice.conflict && (
                  <BusyButton
                    size="sm"
                    className="mt-2"
                    busy={reloading}
                    busyLabel="Caricamento…"
                    onClick={() => void reload()}
                  >
                    Ricarica
                  </BusyButton>
                )}
              </div>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <BusyButton type="submit" size="sm" busy={save.isPending} busyLabel="Salvataggio…">
                <Save aria-hidden /> Salva<span className="sr-only"> {opened.title}</span>
              </BusyButton>
              {unsaved && (
                <>
                  <span className="text-sm text-navy-700">Modifiche non salvate.</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      form.reset();
                      setNotice(null);
                    }}
                  >
                    Annulla modifiche<span className="sr-only"> a {opened.title}</span>
                  </Button>
                </>
              )}
            </div>
          </form>
        </FormProvider>
      </FormSection>
    </FieldPrefix>
  );
}

/** Pacchetti: the packages the trips belong to, with their prices and what they include. */
export function PackagesPage() {
  const query = usePackageList();
  // Leaving asks once, whichever packages hold unsaved edits.
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  useUnsavedChangesWarning(unsaved.size > 0);
  const mark = (id: string, edited: boolean) =>
    setUnsaved((current) => {
      if (current.has(id) === edited) return current;
      const next = new Set(current);
      if (edited) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <AdminDetailPage
      query={query}
      title={() => 'Pacchetti'}
      intro={() =>
        'I pacchetti raccolgono i viaggi sul sito: nome, prezzi, durata e che cosa comprendono.'
      }
      back={{ to: paths.adminTrips, label: 'Tutti i viaggi' }}
      notFound="Pacchetti non trovati."
      loadingLabel="Caricamento dei pacchetti…"
    >
      {({ items }) => (
        <div className="grid gap-6 xl:grid-cols-2">
          {items.map((record) => (
            <PackageForm
              key={record.id}
              record={record}
              onUnsaved={(edited) => mark(record.id, edited)}
            />
          ))}
        </div>
      )}
    </AdminDetailPage>
  );
}
