import type { PackageRecord } from '#domain/catalogue.ts';
import { Controller, useFormContext } from 'react-hook-form';
import { MAX_GALLERY_PHOTOS, type TripInputValues } from '#domain/trip-input.ts';
import { paths } from '../../../paths.ts';
import {
  CheckField,
  FormSection,
  RecordListField,
  SelectField,
  TextAreaField,
  TextField,
  TextListField,
} from './fields.tsx';
import { AreasField } from './areas-field.tsx';
import { PhotoField, photoMessage } from './photo-field.tsx';
import { PriceSeen } from './price-seen.tsx';
import { PhotoGalleryField } from './photo-gallery-field.tsx';
import { ProgrammeFields } from './programme-fields.tsx';

type Hotel = TripInputValues['hotels'][number];
type Experience = TripInputValues['experiences'][number];
type Review = TripInputValues['reviews'][number];

/** Every field of a trip, part by part, in the order its page shows them. */
export function TripFields({
  tripKey,
  savedSlug,
  packages,
}: {
  /** The key of the trip as saved (null for a trip not saved yet). */
  tripKey: string | null;
  /** The address the trip has now on the site (null for a trip not saved yet). */
  savedSlug: string | null;
  packages: PackageRecord[];
}) {
  return (
    <div className="space-y-6">
      <FormSection id="trip-main" title="Il viaggio">
        <TextField
          name="slug"
          label="Indirizzo"
          inputMode="url"
          spellCheck={false}
          hint={
            savedSlug ? (
              <>
                Sul sito:{' '}
                <a
                  href={paths.travel(savedSlug)}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold break-all text-sea-700 underline"
                >
                  {paths.travel(savedSlug)}
                  <span className="sr-only"> (si apre in una nuova scheda)</span>
                </a>
                . Lettere minuscole, numeri e trattini; se lo cambi, il vecchio indirizzo porta al
                nuovo.
              </>
            ) : (
              'Lettere minuscole, numeri e trattini: diventa /travel/indirizzo.'
            )
          }
        />
        <TextField name="title" label="Titolo del viaggio" />
        <TextAreaField
          name="description"
          label="Descrizione"
          hint="Due o tre frasi: si leggono sulle schede e nella ricerca."
        />
        <AreasField />
        <CheckField
          name="onHome"
          label="Mostra nella home"
          hint="Tra i viaggi del suo pacchetto in “Scegli il tuo prossimo viaggio”; l’elenco dei viaggi li mostra tutti."
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="price"
            label="Prezzo a persona (€)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
          <TextField
            name="tripDays"
            label="Giorni"
            type="number"
            inputMode="numeric"
            min={1}
            max={60}
            step={1}
          />
          <SelectField name="packageId" label="Pacchetto">
            <option value="" disabled>
              Scegli il pacchetto
            </option>
            {packages.map((pack) => (
              <option key={pack.id} value={pack.id}>
                {pack.title}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          name="listPrice"
          label="Prezzo di listino (€, facoltativo)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="sm:w-1/3"
          hint="Si vede barrato, con lo sconto in percentuale, solo se è più alto del prezzo; mai sopra il prezzo più basso a cui il viaggio è stato in vendita negli ultimi 30 giorni."
        />
        <PriceSeen tripKey={tripKey} />
      </FormSection>

      <FormSection
        id="trip-photos"
        title="Foto"
        intro="Senza foto, il sito mostra l’illustrazione del viaggio."
      >
        <PhotoFields />
      </FormSection>

      <FormSection id="trip-travel" title="Voli e hotel">
        <TextAreaField
          name="flights"
          label="Voli"
          hint="In una frase: compagnie, scali, bagaglio."
        />
        <RecordListField<Hotel>
          name="hotels"
          itemTitle={(position) => `Hotel ${position}`}
          addLabel="Aggiungi hotel"
          empty="Nessun hotel."
          firstField="name"
          newItem={() => ({ name: '', stars: 4, description: '' })}
        >
          {(path) => (
            <>
              <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
                <TextField name={`${path}.name`} label="Nome" />
                <SelectField name={`${path}.stars`} label="Stelle" numeric>
                  {[3, 4, 5].map((stars) => (
                    <option key={stars} value={stars}>
                      {stars} stelle
                    </option>
                  ))}
                </SelectField>
              </div>
              <TextAreaField
                name={`${path}.description`}
                label="Descrizione (facoltativa)"
                className="[&_textarea]:min-h-20"
              />
            </>
          )}
        </RecordListField>
      </FormSection>

      <FormSection id="trip-experiences" title="Esperienze">
        <RecordListField<Experience>
          name="experiences"
          itemTitle={(position) => `Esperienza ${position}`}
          addLabel="Aggiungi esperienza"
          empty="Nessuna esperienza."
          firstField="title"
          newItem={() => ({ title: '', description: '' })}
        >
          {(path) => (
            <>
              <TextField name={`${path}.title`} label="Titolo" />
              <TextAreaField
                name={`${path}.description`}
                label="Descrizione (facoltativa)"
                className="[&_textarea]:min-h-20"
              />
            </>
          )}
        </RecordListField>
      </FormSection>

      <FormSection id="trip-includes" title="La quota comprende">
        <TextListField
          name="includes"
          itemLabel={(position) => `Voce ${position} della quota`}
          addLabel="Aggiungi voce"
        />
      </FormSection>

      <FormSection id="trip-airports" title="Aeroporti di partenza">
        <TextListField
          name="airports"
          itemLabel={(position) => `Aeroporto ${position}`}
          addLabel="Aggiungi aeroporto"
          hint="I viaggiatori scelgono tra questi; “Altro” è sempre proposto, non serve aggiungerlo."
        />
      </FormSection>

      <FormSection
        id="trip-programme"
        title="Programma"
        intro="I giorni sono numerati nel loro ordine: spostali con le frecce o trascinandoli dalla maniglia."
      >
        <ProgrammeFields />
      </FormSection>

      <FormSection
        id="trip-reviews"
        title="Recensioni"
        intro="Il sito mostra la valutazione raccolta altrove, se la scrivi; altrimenti la media delle recensioni qui sotto; senza né l’una né le altre, nessuna valutazione."
      >
        <fieldset className="rounded-xl border border-navy-200 p-4">
          <legend className="px-1 font-semibold">Valutazione raccolta altrove (facoltativa)</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="ratingFigures.average"
              label="Voto medio (da 1 a 5)"
              type="number"
              inputMode="decimal"
              min={1}
              max={5}
              step={0.1}
            />
            <TextField
              name="ratingFigures.count"
              label="Numero di recensioni"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
            <TextField
              name="ratingFigures.source"
              label="Dove sono state raccolte"
              placeholder="Recensioni verificate"
            />
          </div>
        </fieldset>
        <RecordListField<Review>
          name="reviews"
          itemTitle={(position) => `Recensione ${position}`}
          addLabel="Aggiungi recensione"
          empty="Nessuna recensione."
          firstField="authorName"
          newItem={() => ({ authorName: '', location: '', rating: 5, text: '', date: '' })}
        >
          {(path) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name={`${path}.authorName`} label="Nome" />
                <TextField name={`${path}.location`} label="Città" />
                <SelectField name={`${path}.rating`} label="Voto" numeric>
                  {[5, 4, 3, 2, 1].map((rating) => (
                    <option key={rating} value={rating}>
                      {rating} su 5
                    </option>
                  ))}
                </SelectField>
                <TextField name={`${path}.date`} label="Mese e anno" placeholder="ottobre 2025" />
              </div>
              <TextAreaField
                name={`${path}.text`}
                label="Testo"
                className="[&_textarea]:min-h-24"
              />
            </>
          )}
        </RecordListField>
      </FormSection>
    </div>
  );
}

/** A photo's message: its alt text's, or the photo's own. */

/** The cover and the gallery, uploaded as they are chosen and saved with the trip. */
function PhotoFields() {
  const { control, formState } = useFormContext<TripInputValues>();
  const galleryErrors = formState.errors.gallery;
  return (
    <>
      <Controller
        control={control}
        name="cover"
        render={({ field, fieldState }) => (
          <PhotoField
            label="Foto di copertina"
            value={field.value}
            onChange={field.onChange}
            error={photoMessage(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="gallery"
        render={({ field }) => (
          <PhotoGalleryField
            label="Galleria"
            value={field.value}
            onChange={field.onChange}
            max={MAX_GALLERY_PHOTOS}
            errors={field.value.map((_, index) => photoMessage(galleryErrors?.[index]))}
          />
        )}
      />
      {galleryErrors?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {galleryErrors.message}
        </p>
      )}
    </>
  );
}
