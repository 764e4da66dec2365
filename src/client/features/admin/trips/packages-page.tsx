import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save, Trash2 } from 'lucide-react';
import { tripFieldLabels, type StaffPackage } from '#domain/catalogue-admin.ts';
import {
  newPackageSchema,
  packageInputSchema,
  type NewPackage,
  type PackageInput,
} from '#domain/trip-input.ts';
import type { PackageRecord } from '#domain/catalogue.ts';
import { listOfNames } from '#domain/words.ts';
import { Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../paths.ts';
import { AdminDetailPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { useAddPackage, useDeletePackage, usePackageList, useSavePackage } from './api.ts';
import { FieldPrefix, FormSection, TextField, TextListField } from './fields.tsx';
import { savedBy } from './history-panel.tsx';
import { PhotoField, photoMessage, type PhotoCrop } from './photo-field.tsx';
import { editedFields, keepOwnEdits, packageValues } from './trip-values.ts';
import { useUnsavedChangesWarning } from './unsaved-changes.ts';

const fieldNames = Object.keys(packageInputSchema.shape);

type Notice = { conflict: boolean; title: string; text?: string };

/** The home shows a package's photo small and square, beside its name. */
const packageCrops: PhotoCrop[] = [{ ratio: '1 / 1', label: 'Home' }];

/** What every package has, in "Nuovo pacchetto" and in each package's own form. */
function PackageFields({ name }: { name: string }) {
  const { control } = useFormContext<NewPackage>();
  return (
    <>
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
        <legend className="mb-1.5 text-sm font-semibold text-navy-800">Che cosa comprende</legend>
        <TextListField
          name="includes"
          itemLabel={(position) => `Voce ${position} di ${name}`}
          addLabel="Aggiungi voce"
        />
      </fieldset>
      <Controller
        control={control}
        name="cover"
        render={({ field, fieldState }) => (
          <PhotoField
            label="Foto del pacchetto"
            value={field.value}
            onChange={field.onChange}
            error={photoMessage(fieldState.error)}
            crops={packageCrops}
          />
        )}
      />
    </>
  );
}

/** One package's form: its own save, refused like a trip's when a colleague saved first. */
function PackageForm({
  record,
  onUnsaved,
}: {
  record: StaffPackage;
  onUnsaved: (unsaved: boolean) => void;
}) {
  const [opened, setOpened] = useState<PackageRecord>(record);
  const openedValues = useMemo(() => packageValues(opened), [opened]);
  const form = useForm<PackageInput>({
    resolver: zodResolver(packageInputSchema),
    defaultValues: openedValues,
  });
  const save = useSavePackage(record.id);
  const removal = useDeletePackage(record.id);
  const [asking, setAsking] = useState(false);
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
      <FormSection id={`section-package-${record.id}`} title={opened.title}>
        <p className="-mt-3 text-sm text-navy-700">
          Ultima modifica: {savedBy(opened.updatedBy)}, {formatMoment(opened.updatedAt)}
        </p>
        <p className="text-sm text-navy-800">
          {record.trips.length > 0 ? (
            <>
              Viaggi: {listOfNames(record.trips)}.{' '}
              <span className="text-navy-700">
                Per eliminare il pacchetto, sposta prima i suoi viaggi in un altro.
              </span>
            </>
          ) : (
            'Nessun viaggio in questo pacchetto: il sito non lo mostra.'
          )}
        </p>
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="space-y-4" aria-label={opened.title}>
            <PackageFields name={opened.title} />
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
              {record.trips.length === 0 && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto text-red-800"
                  onClick={() => setAsking(true)}
                >
                  <Trash2 aria-hidden /> Elimina pacchetto
                  <span className="sr-only"> {opened.title}</span>
                </Button>
              )}
            </div>
          </form>
        </FormProvider>
        <ConfirmDialog
          open={asking}
          onClose={() => setAsking(false)}
          title={`Eliminare il pacchetto ${opened.title}?`}
          description="Non ha viaggi: sparisce dall’elenco dei pacchetti e dalla scelta del pacchetto nei viaggi. Non si può annullare."
          confirm="Sì, elimina"
          busy={removal.isPending}
          busyLabel="Eliminazione…"
          onConfirm={() =>
            removal.mutate(undefined, {
              onSuccess: () => {
                onUnsaved(false);
                void notify.success('Pacchetto eliminato', { description: opened.title });
              },
              onError: (error) => {
                setAsking(false);
                setNotice({
                  conflict: false,
                  title: 'Pacchetto non eliminato',
                  text: error.message,
                });
              },
            })
          }
        />
      </FormSection>
    </FieldPrefix>
  );
}

const blankPackage: NewPackage = {
  title: '',
  originalPrice: Number.NaN,
  discountedPrice: Number.NaN,
  duration: '',
  includes: [],
  cover: null,
};
const newPackageFields = Object.keys(blankPackage);

/** "Nuovo pacchetto": added last; the site shows it once a published trip is filed under it. */
function NewPackageForm({
  onClose,
  onUnsaved,
}: {
  onClose: () => void;
  onUnsaved: (unsaved: boolean) => void;
}) {
  const form = useForm<NewPackage>({
    resolver: zodResolver(newPackageSchema),
    defaultValues: blankPackage,
  });
  const add = useAddPackage();
  const [problem, setProblem] = useState<string | null>(null);
  const unsaved = form.formState.isDirty;
  useEffect(() => onUnsaved(unsaved), [onUnsaved, unsaved]);
  const close = () => {
    onUnsaved(false);
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    add.mutate(values, {
      onSuccess: (added) => {
        void notify.success('Pacchetto aggiunto', { description: added.title });
        close();
      },
      onError: (error) => {
        if (!placeFieldErrors(error, newPackageFields, form.setError)) setProblem(error.message);
      },
    });
  });

  return (
    <FieldPrefix value="package-new">
      <FormSection
        id="section-package-new"
        title="Nuovo pacchetto"
        intro="Il sito lo mostra quando un viaggio pubblicato è nel pacchetto: scegli il pacchetto nella scheda del viaggio."
      >
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="space-y-4" aria-label="Nuovo pacchetto">
            <PackageFields name="Nuovo pacchetto" />
            {problem && (
              <p
                role="alert"
                className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900"
              >
                {problem}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <BusyButton type="submit" size="sm" busy={add.isPending} busyLabel="Salvataggio…">
                <Plus aria-hidden /> Aggiungi pacchetto
              </BusyButton>
              <Button variant="ghost" size="sm" onClick={close}>
                Annulla
              </Button>
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
  const [adding, setAdding] = useState(false);
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
        'I pacchetti raccolgono i viaggi sul sito: nome, prezzi, durata, che cosa comprendono e una foto.'
      }
      back={{ to: paths.adminTrips, label: 'Tutti i viaggi' }}
      notFound="Pacchetti non trovati."
      loadingLabel="Caricamento dei pacchetti…"
    >
      {({ items }) => (
        <div className="space-y-6">
          {adding ? (
            <NewPackageForm
              onClose={() => setAdding(false)}
              onUnsaved={(edited) => mark('', edited)}
            />
          ) : (
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Nuovo pacchetto
            </Button>
          )}
          <div className="grid gap-6 xl:grid-cols-2">
            {items.map((record) => (
              <PackageForm
                key={record.id}
                record={record}
                onUnsaved={(edited) => mark(record.id, edited)}
              />
            ))}
          </div>
        </div>
      )}
    </AdminDetailPage>
  );
}
