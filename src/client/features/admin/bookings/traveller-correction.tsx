import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PenLine } from 'lucide-react';
import type { StaffTraveller } from '#domain/backoffice.ts';
import {
  travellerCorrectionSchema,
  type TravellerCorrectionInput,
} from '#domain/backoffice-input.ts';
import {
  correctableFields,
  isDayField,
  type CorrectableField,
  type TravellerCorrection,
} from '#domain/booking-history.ts';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useCorrectTraveller } from './api.ts';

const fields = Object.keys(correctableFields) as CorrectableField[];

/** The form shows days as the agency writes them; the server reads them so too. */
const typedDay = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '');

function CorrectionForm({
  bookingId,
  index,
  traveller,
  onDone,
}: {
  bookingId: string;
  index: number;
  traveller: StaffTraveller;
  onDone: () => void;
}) {
  const form = useForm<TravellerCorrectionInput, unknown, TravellerCorrection>({
    resolver: zodResolver(travellerCorrectionSchema),
    defaultValues: {
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      birthDate: typedDay(traveller.birthDate),
      passportNumber: traveller.passportNumber,
      passportExpiry: typedDay(traveller.passportExpiry),
    },
  });
  const correct = useCorrectTraveller(bookingId, index);
  const { errors } = form.formState;
  const submit = form.handleSubmit((correction) =>
    correct.mutate(correction, {
      onSuccess: () => {
        void notify.success('Dati del viaggiatore corretti');
        onDone();
      },
      onError: (error) => {
        if (!placeFieldErrors(error, fields, form.setError))
          void notify.error('Correzione non salvata', { description: error.message });
      },
    }),
  );
  const id = (field: CorrectableField) => `correct-${index}-${field}`;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field}>
            <Label htmlFor={id(field)}>{correctableFields[field]}</Label>
            <Input
              id={id(field)}
              autoComplete="off"
              {...(isDayField(field) && { inputMode: 'numeric', placeholder: 'GG/MM/AAAA' })}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
              {...form.register(field)}
            />
            <FieldError id={`${id(field)}-error`}>{errors[field]?.message}</FieldError>
          </div>
        ))}
      </div>
      <p className="text-sm text-navy-700">
        Scrivi i dati come nel passaporto: la correzione resta nella cronologia della prenotazione,
        con il tuo nome.
      </p>
      <BusyButton type="submit" busy={correct.isPending} busyLabel="Salvataggio…">
        Salva la correzione
      </BusyButton>
    </form>
  );
}

/** "Correggi dati": a traveller's name, birth date or passport as the airline needs them. */
export function CorrectTravellerButton({
  bookingId,
  index,
  traveller,
}: {
  bookingId: string;
  index: number;
  traveller: StaffTraveller;
}) {
  const [open, setOpen] = useState(false);
  const name = `${traveller.firstName} ${traveller.lastName}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <PenLine aria-hidden /> Correggi dati<span className="sr-only"> di {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={`Correggi i dati di ${name}`} description={`Viaggiatore ${index + 1}`}>
        <CorrectionForm
          bookingId={bookingId}
          index={index}
          traveller={traveller}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
