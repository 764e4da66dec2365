import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PenLine, UserRoundPen } from 'lucide-react';
import type { StaffTraveller } from '#domain/backoffice.ts';
import {
  travellerCorrectionSchema,
  travellerSwapSchema,
  type TravellerCorrectionInput,
  type TravellerSwap,
  type TravellerSwapInput,
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
import { useCorrectTraveller, useReplaceTraveller } from './api.ts';

const fields = Object.keys(correctableFields) as CorrectableField[];

/** The form shows days as the agency writes them; the server reads them so too. */
const typedDay = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '');

/** A traveller's data as the passport has it, days written GG/MM/AAAA, each with its error. */
function DataFields<Field extends string>({
  idOf,
  labels,
  isDay,
  errors,
  register,
}: {
  idOf: (field: Field) => string;
  labels: Record<Field, string>;
  isDay: (field: Field) => boolean;
  errors: Partial<Record<Field, { message?: string }>>;
  register: (field: Field) => UseFormRegisterReturn;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(Object.keys(labels) as Field[]).map((field) => {
        const id = idOf(field);
        const message = errors[field]?.message;
        return (
          <div key={field}>
            <Label htmlFor={id}>{labels[field]}</Label>
            <Input
              id={id}
              autoComplete="off"
              {...(isDay(field) && { inputMode: 'numeric', placeholder: 'GG/MM/AAAA' })}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
              {...register(field)}
            />
            <FieldError id={`${id}-error`}>{message}</FieldError>
          </div>
        );
      })}
    </div>
  );
}

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

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DataFields
        idOf={(field) => `correct-${index}-${field}`}
        labels={correctableFields}
        isDay={isDayField}
        errors={errors}
        register={(field) => form.register(field)}
      />
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

/** What "Sostituisci" asks of the newcomer: what the booking form asks, contacts aside. */
const swapFields = {
  ...correctableFields,
  address: 'Indirizzo di residenza',
} as const;
type SwapField = keyof typeof swapFields;
const swapFieldNames = Object.keys(swapFields) as SwapField[];
const isSwapDay = (field: SwapField) => field === 'birthDate' || field === 'passportExpiry';

function ReplacementForm({
  bookingId,
  index,
  leaving,
  onDone,
}: {
  bookingId: string;
  index: number;
  leaving: string;
  onDone: () => void;
}) {
  const form = useForm<TravellerSwapInput, unknown, TravellerSwap>({
    resolver: zodResolver(travellerSwapSchema),
    defaultValues: Object.fromEntries(swapFieldNames.map((field) => [field, ''])),
  });
  const replace = useReplaceTraveller(bookingId, index);
  const { errors } = form.formState;
  const submit = form.handleSubmit((traveller) =>
    replace.mutate(traveller, {
      onSuccess: () => {
        void notify.success('Viaggiatore sostituito', {
          description: `${traveller.firstName} ${traveller.lastName} viaggia al posto di ${leaving}.`,
        });
        onDone();
      },
      onError: (error) => {
        if (!placeFieldErrors(error, swapFieldNames, form.setError))
          void notify.error('Sostituzione non salvata', { description: error.message });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DataFields
        idOf={(field) => `replace-${index}-${field}`}
        labels={swapFields}
        isDay={isSwapDay}
        errors={errors}
        register={(field) => form.register(field)}
      />
      <p className="text-sm text-navy-700">
        I documenti inviati per {leaving} non valgono più: la prenotazione chiede quelli del nuovo
        viaggiatore. La sostituzione resta nella cronologia, con il tuo nome.
      </p>
      <BusyButton type="submit" busy={replace.isPending} busyLabel="Salvataggio…">
        Sostituisci il viaggiatore
      </BusyButton>
    </form>
  );
}

/** "Sostituisci": another person takes this traveller's place on the booking. */
export function ReplaceTravellerButton({
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
          <UserRoundPen aria-hidden /> Sostituisci<span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Chi viaggia al posto di ${name}?`}
        description={`Viaggiatore ${index + 1}: scrivi i dati come nel passaporto.`}
      >
        <ReplacementForm
          bookingId={bookingId}
          index={index}
          leaving={name}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
