import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import {
  agencySettingsInputSchema,
  type AgencySettingsInput,
} from '#domain/agency-settings-input.ts';
import type { StaffAgencySettings } from '#domain/agency-settings.ts';
import { GROUP_SIZE } from '#domain/departures.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../paths.ts';
import { AdminDetailPage } from '../admin-page.tsx';
import { formatMoment } from '../format.ts';
import { FormSection, TextField, TextListField } from '../trips/fields.tsx';
import { savedBy } from '../trips/history-panel.tsx';
import { useUnsavedChangesWarning } from '../trips/unsaved-changes.ts';
import { useAgencySettings, useSaveAgencySettings } from './api.ts';

const fieldNames = Object.keys(agencySettingsInputSchema.shape);

const valuesOf = ({ settings, version }: StaffAgencySettings): AgencySettingsInput => ({
  version,
  stats: { ...settings.stats },
  airports: [...settings.airports],
  minGroup: settings.minGroup,
});

function SettingsForm({ saved }: { saved: StaffAgencySettings }) {
  const form = useForm<AgencySettingsInput>({
    resolver: zodResolver(agencySettingsInputSchema),
    defaultValues: valuesOf(saved),
  });
  const save = useSaveAgencySettings();
  const unsaved = form.formState.isDirty;
  useUnsavedChangesWarning(unsaved);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (next) => {
        form.reset(valuesOf(next));
        void notify.success('Impostazioni salvate', {
          description: 'Sono sul sito entro pochi secondi.',
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          void notify.error('Impostazioni non salvate', { description: error.message });
        } else if (!placeFieldErrors(error, fieldNames, form.setError)) {
          void notify.error('Impostazioni non salvate', { description: error.message });
        }
      },
    }),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Impostazioni dell’agenzia"
        className="space-y-6"
      >
        <FormSection
          id="settings-stats"
          title="I numeri dell’agenzia"
          intro="Si leggono nella home (“Perché Scegliere”), nel riquadro in alto e in fondo a ogni pagina: scrivi solo numeri che puoi dimostrare."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="stats.travellers"
              label="Viaggiatori partiti con voi"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
            <TextField
              name="stats.averageRating"
              label="Voto medio (da 1 a 5)"
              type="number"
              inputMode="decimal"
              min={1}
              max={5}
              step={0.1}
            />
            <TextField
              name="stats.reviews"
              label="Recensioni ricevute"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
            <TextField
              name="stats.satisfaction"
              label="Clienti soddisfatti (%)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
            />
          </div>
        </FormSection>
        <FormSection
          id="settings-airports"
          title="Aeroporti di partenza dei nuovi viaggi"
          intro="Un nuovo viaggio parte da questi finché non li cambi nel viaggio; “Altro” è sempre proposto."
        >
          <TextListField
            name="airports"
            itemLabel={(position) => `Aeroporto ${position}`}
            addLabel="Aggiungi aeroporto"
          />
        </FormSection>
        <FormSection
          id="settings-departures"
          title="Nuove partenze"
          intro="Una nuova partenza si conferma quando raggiunge questo numero di viaggiatori con la caparra versata; puoi cambiarlo in ogni partenza con “Modifica”."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="minGroup"
              label="Minimo partecipanti per partire"
              type="number"
              inputMode="numeric"
              min={1}
              max={GROUP_SIZE}
              step={1}
            />
          </div>
        </FormSection>
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton type="submit" busy={save.isPending} busyLabel="Salvataggio…">
            <Save aria-hidden /> Salva
          </BusyButton>
          <p className="text-sm text-navy-700">
            {unsaved
              ? 'Modifiche non salvate.'
              : `Ultima modifica: ${savedBy(saved.updatedBy)}, ${formatMoment(saved.updatedAt)}.`}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}

/** Impostazioni: the agency's figures on the site and the defaults of new trips. */
export function SettingsPage() {
  const query = useAgencySettings();
  return (
    <AdminDetailPage
      query={query}
      title={() => 'Impostazioni'}
      intro={() =>
        'Quello che il sito dice dell’agenzia, da dove partono i nuovi viaggi e con quanti viaggiatori partono.'
      }
      back={{ to: paths.adminBookings, label: 'Prenotazioni' }}
      notFound="Impostazioni non trovate."
      loadingLabel="Caricamento delle impostazioni…"
    >
      {(saved) => <SettingsForm key={saved.version} saved={saved} />}
    </AdminDetailPage>
  );
}
