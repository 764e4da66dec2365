import { useEffect, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Eye, FilePen, Save, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { tripFieldLabels, type StaffTrip } from '#domain/catalogue-admin.ts';
import type { PackageRecord, TripState } from '#domain/catalogue.ts';
import { PREVIEW_PARAM } from '#domain/site-paths.ts';
import { countOf } from '#domain/words.ts';
import { tripInputSchema, type TripInput, type TripInputValues } from '#domain/trip-input.ts';
import { buttonClasses, Button } from '../../../components/ui/button.tsx';
import { BusyButton } from '../../../components/ui/busy-button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { placeFieldErrors } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { paths } from '../../../paths.ts';
import { formatMoment } from '../format.ts';
import {
  useCreateTrip,
  useDeleteTrip,
  useDuplicateTrip,
  usePendingEdits,
  useReloadTrip,
  useRestoreTrip,
  useSavePendingEdits,
  useSaveTrip,
  useTripState,
} from './api.ts';
import { HistoryPanel, savedBy } from './history-panel.tsx';
import { RepricePanel } from './reprice-panel.tsx';
import { DuplicateDialog } from './duplicate-dialog.tsx';
import { TripFields } from './trip-fields.tsx';
import {
  editedFields,
  keepOwnEdits,
  newTripValues,
  openedTripValues,
  tripValues,
} from './trip-values.ts';
import { leaveMessage, useUnsavedChangesWarning } from './unsaved-changes.ts';

const fieldNames = Object.keys(tripInputSchema.shape);
const noAirports: readonly string[] = [];
const labelsOf = (fields: string[]) =>
  fields.map((field) => tripFieldLabels[field] ?? field).join(', ');

type Notice = {
  tone: 'conflict' | 'error' | 'info';
  title: string;
  text?: string;
  /** About the fields marked in red: it goes once none is. */
  aboutFields?: boolean;
};

type StateAction = {
  state: TripState;
  label: string;
  done: string;
  refused: string;
  /** Asked first: the trip leaves the site. */
  confirm?: { title: string; description: string };
};

/**
 * What taking the trip off the site leaves of its bookings, said before it is done: they stand,
 * and the edits staff may have meant to make have a way that keeps it on the site.
 */
function bookingsLeft({ bookings, travellers }: StaffTrip['bookingsToTravel']): string {
  if (bookings === 0)
    return 'Non ha prenotazioni su partenze future; le partenze restano come sono.';
  return `Ha ${countOf(bookings, 'prenotazione', 'prenotazioni')} su partenze future (${countOf(travellers, 'viaggiatore', 'viaggiatori')}): restano valide, i viaggiatori le ritrovano nella loro pagina e lo staff nel back office. Per cambiare il viaggio senza toglierlo dal sito, usa “Salva come bozza”.`;
}
const published = { done: 'Viaggio pubblicato', refused: 'Il viaggio non è stato pubblicato' };
const drafted = {
  done: 'Viaggio riportato in bozza',
  refused: 'Il viaggio non è tornato in bozza',
};
const stateActions: Record<TripState, StateAction[]> = {
  bozza: [{ state: 'pubblicato', label: 'Pubblica', ...published }],
  pubblicato: [
    {
      state: 'bozza',
      label: 'Riporta in bozza',
      ...drafted,
      confirm: {
        title: 'Riportare il viaggio in bozza?',
        description:
          'Sparisce dal sito finché non lo pubblichi di nuovo; lo staff lo vede in anteprima.',
      },
    },
    {
      state: 'archiviato',
      label: 'Archivia',
      done: 'Viaggio archiviato',
      refused: 'Il viaggio non è stato archiviato',
      confirm: {
        title: 'Archiviare il viaggio?',
        description: 'Sparisce dal sito e il suo indirizzo porta all’elenco dei viaggi.',
      },
    },
  ],
  archiviato: [
    { state: 'pubblicato', label: 'Pubblica', ...published },
    { state: 'bozza', label: 'Riporta in bozza', ...drafted },
  ],
};

/**
 * The save bar stays over the bottom of the screen: a field reached by Tab, or focused for its
 * message, scrolls into view above it rather than behind it.
 */
function useRoomAbove(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      root.style.scrollPaddingBottom = `${Math.ceil(entry?.borderBoxSize[0]?.blockSize ?? 0) + 16}px`;
    });
    if (bar.current) observer.observe(bar.current);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}

/**
 * The trip's editor: every field, a bar that stays in view with the save and the trip's
 * actions, and (for a saved trip) its history. A save carries the version the editor opened:
 * when a colleague saved first it is refused, and the edits stay in the form.
 */
export function TripEditor({
  staffTrip,
  packages,
  newTripAirports = noAirports,
}: {
  /** Absent for "Nuovo viaggio". */
  staffTrip?: StaffTrip;
  packages: PackageRecord[];
  /** Where a new trip leaves from until staff change it: the agency's settings. */
  newTripAirports?: readonly string[];
}) {
  const navigate = useNavigate();
  const key = staffTrip?.trip.key ?? '';
  // The trip as the form last took it from the server: what a save starts from.
  const [opened, setOpened] = useState(staffTrip);
  const openedValues = useMemo(
    () => (opened ? openedTripValues(opened) : newTripValues(newTripAirports)),
    [opened, newTripAirports],
  );
  const form = useForm<TripInputValues, unknown, TripInput>({
    resolver: zodResolver(tripInputSchema),
    defaultValues: openedValues,
    shouldFocusError: false,
  });
  const formElement = useRef<HTMLFormElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useRoomAbove(bar);
  // The programme is drawn afresh when the form takes a new version (its days get new keys).
  const [drawn, setDrawn] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<StateAction | 'delete' | 'discard' | null>(null);
  const [duplicating, setDuplicating] = useState(false);
  const unsaved = form.formState.isDirty;
  // Checked again as they change after a refused save: fixed, the refusal's notice goes.
  const fieldsFixed = Object.keys(form.formState.errors).length === 0;
  useUnsavedChangesWarning(unsaved);

  const create = useCreateTrip();
  const save = useSaveTrip(key);
  const savePending = useSavePendingEdits(key);
  const pendingEdits = usePendingEdits(key);
  const changeState = useTripState(key);
  const restore = useRestoreTrip(key);
  const duplicate = useDuplicateTrip(key);
  const remove = useDeleteTrip(key);
  const reload = useReloadTrip(key);

  /**
   * The form takes a newer version of the trip; with `keepEdits`, what this editor changed and
   * has not saved stays as it is. Answers the fields kept.
   */
  const adopt = (newer: StaffTrip, keepEdits: boolean): string[] => {
    const current = form.getValues();
    const edited = keepEdits ? editedFields(openedValues, current) : [];
    const values = openedTripValues(newer);
    form.reset(values);
    if (edited.length > 0) {
      form.reset(keepOwnEdits(values, current, edited), { keepDefaultValues: true });
    }
    setOpened(newer);
    setDrawn((count) => count + 1);
    return edited;
  };

  const failed = (title: string) => (error: Error) => {
    if (error instanceof ApiError && error.status === 409) {
      setNotice({ tone: 'conflict', title: error.message });
    } else if (placeFieldErrors(error, fieldNames, form.setError)) {
      setNotice({
        tone: 'error',
        title,
        text: 'Correggi i campi segnalati e salva di nuovo.',
        aboutFields: true,
      });
    } else {
      setNotice({ tone: 'error', title, text: error.message });
    }
  };

  const showFirstProblem = () => {
    setNotice({
      tone: 'error',
      title: 'Il viaggio non è stato salvato',
      text: 'Alcuni campi non vanno: li trovi segnalati in rosso.',
      aboutFields: true,
    });
    // Once the days with a message have opened; in the middle of the screen, clear of the bar.
    setTimeout(() => {
      const field = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: 'center' });
    });
  };

  /**
   * Saves the form (creates the draft for a new trip), then runs `then` with the saved trip. A
   * published trip's form goes live, or with `asDraft` waits as its next version. `onRefused`
   * runs when it is not saved: a field to fix, or the server's refusal.
   */
  const saveForm = (
    then?: (saved: StaffTrip) => void,
    { asDraft = false, onRefused }: { asDraft?: boolean; onRefused?: () => void } = {},
  ) =>
    form.handleSubmit(
      (values) => {
        setNotice(null);
        if (!opened) {
          create.mutate(values, {
            onSuccess: (created) => {
              form.reset(tripValues(created.trip));
              void notify.success('Bozza creata', {
                description: 'Solo lo staff la vede: pubblicala quando è pronta.',
              });
              navigate(paths.adminTrip(created.trip.key), { replace: true });
            },
            onError: (error) => {
              onRefused?.();
              failed('Il viaggio non è stato creato')(error);
            },
          });
          return;
        }
        (asDraft ? savePending : save).mutate(values, {
          onSuccess: (saved) => {
            adopt(saved, false);
            if (then) return then(saved);
            void notify.success(asDraft ? 'Modifiche salvate in bozza' : 'Viaggio salvato', {
              description: asDraft
                ? 'I visitatori vedono ancora la versione pubblicata: guardale in anteprima, poi pubblicale.'
                : saved.trip.state === 'pubblicato'
                  ? 'Le modifiche sono sul sito entro pochi secondi.'
                  : 'Non è pubblicato: solo lo staff lo vede.',
            });
          },
          onError: (error) => {
            onRefused?.();
            failed(
              asDraft ? 'Le modifiche non sono state salvate' : 'Il viaggio non è stato salvato',
            )(error);
          },
        });
      },
      () => {
        onRefused?.();
        showFirstProblem();
      },
    );

  /** Whether what the form holds would go live on "Salva": a published trip's edits. */
  const live = opened?.trip.state === 'pubblicato';

  /**
   * "Anteprima" shows what the form holds: unsaved edits are saved first, as a draft (a published
   * trip's next version, or the draft itself), never live. The tab opens at the tap (a browser
   * lets a page open one only then) and goes to the page once they are saved.
   */
  const preview = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!unsaved) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const address = event.currentTarget.href;
    void saveForm(
      () => {
        if (tab) tab.location.href = address;
        else window.open(address, '_blank', 'noopener');
      },
      // Refused (a field to fix, a colleague's save): the tab has nothing to show.
      { asDraft: live, onRefused: () => tab?.close() },
    )();
  };

  /** "Pubblica le modifiche" (the form's, saved first) or "Scarta le modifiche". */
  const settlePending = (action: 'publish' | 'discard') => {
    const apply = (from: StaffTrip) =>
      pendingEdits.mutate(
        { version: from.trip.version, action },
        {
          onSuccess: (settled) => {
            setAsking(null);
            adopt(settled, false);
            void notify.success(
              action === 'publish' ? 'Modifiche pubblicate' : 'Modifiche scartate',
              {
                description:
                  action === 'publish'
                    ? 'Sono sul sito entro pochi secondi.'
                    : 'Il viaggio resta come lo vedono i visitatori.',
              },
            );
          },
          onError: (error) => {
            setAsking(null);
            failed(
              action === 'publish'
                ? 'Le modifiche non sono state pubblicate'
                : 'Le modifiche non sono state scartate',
            )(error);
          },
        },
      );
    if (action === 'publish' && unsaved) void saveForm(apply, { asDraft: true })();
    else if (opened) apply(opened);
  };

  /** "Pubblica", "Archivia"…: the trip as the form shows it, saved first when it changed. */
  const runState = (action: StateAction) => {
    const apply = (from: StaffTrip) =>
      changeState.mutate(
        { version: from.trip.version, state: action.state },
        {
          onSuccess: (changed) => {
            setAsking(null);
            adopt(changed, true);
            void notify.success(action.done);
          },
          onError: (error) => {
            setAsking(null);
            failed(action.refused)(error);
          },
        },
      );
    if (unsaved) void saveForm(apply)();
    else if (opened) apply(opened);
  };

  const reloadLatest = () =>
    reload.mutate(undefined, {
      onSuccess: (latest) => {
        const since = opened?.trip.version ?? 0;
        const kept = adopt(latest, true);
        const theirs = latest.history
          .filter((change) => change.version > since)
          .flatMap((change) => change.fields.map((field) => field.field));
        const both = kept.filter((field) => theirs.includes(field));
        setNotice({
          tone: 'info',
          title: `Caricata la versione ${latest.trip.version}, salvata da ${savedBy(latest.trip.updatedBy)} il ${formatMoment(latest.trip.updatedAt)}.`,
          text: [
            kept.length > 0
              ? `Le tue modifiche sono ancora nel modulo (${labelsOf(kept)}): controllale e salva.`
              : 'Non avevi modifiche da rifare.',
            both.length > 0
              ? `Attenzione: anche ${savedBy(latest.trip.updatedBy)} ha cambiato ${labelsOf(both)}; se salvi, restano le tue.`
              : '',
          ]
            .filter(Boolean)
            .join(' '),
        });
      },
      onError: failed('Ricarica non riuscita'),
    });

  const askDuplicate = () => {
    if (unsaved && !window.confirm(leaveMessage)) return;
    duplicate.reset();
    setDuplicating(true);
  };
  const duplicateTrip = (slug: string) =>
    duplicate.mutate(slug, {
      onSuccess: (copy) => {
        setDuplicating(false);
        form.reset();
        void notify.success('Copia creata', {
          description: 'È una bozza: cambia il titolo e ciò che la distingue, poi salva.',
        });
        navigate(paths.adminTrip(copy.trip.key));
      },
    });

  const deleteTrip = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        form.reset();
        void notify.success('Viaggio eliminato');
        navigate(paths.adminTrips);
      },
      onError: (error) => {
        setAsking(null);
        failed('Il viaggio non è stato eliminato')(error);
      },
    });

  const trip = opened?.trip;
  const saving = create.isPending || save.isPending;
  const pending = opened?.pending ?? null;
  const stateAction = typeof asking === 'object' ? asking : null;

  const editor = (
    <form ref={formElement} noValidate onSubmit={saveForm()} aria-label="Dati del viaggio">
      {pending && (
        <section
          aria-labelledby="modifiche-in-bozza"
          className="mb-6 rounded-2xl border border-gold-300 bg-gold-50 p-4 text-navy-900"
        >
          <h2 id="modifiche-in-bozza" className="font-semibold">
            Modifiche non pubblicate
          </h2>
          <p className="mt-1 text-sm">
            Salvate in bozza da {savedBy(pending.savedBy)} il {formatMoment(pending.savedAt)}: il
            modulo le mostra, i visitatori vedono ancora la versione pubblicata.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <BusyButton
              variant="secondary"
              size="sm"
              busy={pendingEdits.isPending && pendingEdits.variables?.action === 'publish'}
              busyLabel="Pubblicazione…"
              onClick={() => settlePending('publish')}
            >
              Pubblica le modifiche
            </BusyButton>
            <Button variant="outline" size="sm" onClick={() => setAsking('discard')}>
              Scarta le modifiche
            </Button>
          </div>
        </section>
      )}
      <FormProvider {...form}>
        <TripFields
          key={drawn}
          tripKey={trip?.key ?? null}
          savedSlug={trip?.id ?? null}
          packages={packages}
        />
      </FormProvider>

      <div
        ref={bar}
        className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-navy-100 bg-white px-4 py-3 shadow-[0_-6px_20px_rgb(15_23_42/0.08)] md:mx-0 md:rounded-2xl md:border"
      >
        {notice && !(notice.aboutFields && fieldsFixed) && (
          <NoticeBox
            notice={notice}
            reloading={reload.isPending}
            onReload={reloadLatest}
            onClose={() => setNotice(null)}
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <BusyButton type="submit" size="sm" busy={saving} busyLabel="Salvataggio…">
            <Save aria-hidden /> {trip ? 'Salva' : 'Salva bozza'}
          </BusyButton>
          {live && (
            <BusyButton
              variant="outline"
              size="sm"
              busy={savePending.isPending}
              busyLabel="Salvataggio…"
              onClick={() => void saveForm(undefined, { asDraft: true })()}
            >
              <FilePen aria-hidden /> Salva come bozza
            </BusyButton>
          )}
          {trip &&
            stateActions[trip.state].map((action) => (
              <BusyButton
                key={action.state}
                variant={action.state === 'pubblicato' ? 'secondary' : 'outline'}
                size="sm"
                busy={changeState.isPending && changeState.variables?.state === action.state}
                busyLabel="Attendi…"
                onClick={() => (action.confirm ? setAsking(action) : runState(action))}
              >
                {action.label}
              </BusyButton>
            ))}
          <div className="flex flex-1 items-center justify-end gap-1">
            <p className="mr-auto pl-1 text-xs text-navy-700">
              {unsaved ? 'Modifiche non salvate.' : trip ? 'Tutto salvato.' : 'Non ancora salvato.'}
            </p>
            {trip && (
              <>
                <a
                  href={live ? `${paths.travel(trip.id)}?${PREVIEW_PARAM}` : paths.travel(trip.id)}
                  target="_blank"
                  rel="noopener"
                  onClick={preview}
                  className={buttonClasses('ghost', 'sm')}
                >
                  <Eye aria-hidden />
                  <span className="sr-only sm:not-sr-only">Anteprima</span>
                  <span className="sr-only"> (si apre in una nuova scheda)</span>
                </a>
                <BusyButton
                  variant="ghost"
                  size="sm"
                  busy={duplicate.isPending}
                  busyLabel="Copia…"
                  onClick={askDuplicate}
                >
                  <Copy aria-hidden />
                  <span className="sr-only sm:not-sr-only">Duplica</span>
                </BusyButton>
                {opened.deletable && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-800"
                    onClick={() => setAsking('delete')}
                  >
                    <Trash2 aria-hidden />
                    <span className="sr-only sm:not-sr-only">Elimina</span>
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      </div>

      {stateAction?.confirm && (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title={stateAction.confirm.title}
          description={`${stateAction.confirm.description} ${opened ? bookingsLeft(opened.bookingsToTravel) : ''}`}
          confirm={`Sì, ${stateAction.label.toLowerCase()}`}
          busy={changeState.isPending || save.isPending}
          busyLabel="Attendi…"
          onConfirm={() => runState(stateAction)}
        />
      )}
      {trip && (
        <DuplicateDialog
          open={duplicating}
          onClose={() => setDuplicating(false)}
          original={trip.id}
          busy={duplicate.isPending}
          error={duplicate.error}
          onDuplicate={duplicateTrip}
        />
      )}
      {asking === 'discard' && (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title="Scartare le modifiche non pubblicate?"
          description="Il viaggio resta come lo vedono i visitatori; le modifiche in bozza non si potranno recuperare."
          confirm="Sì, scarta"
          busy={pendingEdits.isPending}
          busyLabel="Attendi…"
          onConfirm={() => settlePending('discard')}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title="Eliminare il viaggio?"
          description="Non ha partenze né prenotazioni: sparisce dal back office e dal sito, e non si potrà recuperare."
          confirm="Sì, elimina"
          busy={remove.isPending}
          busyLabel="Eliminazione…"
          onConfirm={deleteTrip}
        />
      )}
    </form>
  );

  if (!opened) return editor;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      {editor}
      <div className="space-y-6">
        <RepricePanel tripKey={opened.trip.key} />
        <HistoryPanel
          history={opened.history}
          currentVersion={opened.trip.version}
          packages={packages}
          unsaved={unsaved}
          restoring={restore.isPending}
          onRestore={(change, done) =>
            restore.mutate(
              { version: opened.trip.version, changeId: change.id },
              {
                onSuccess: (restored) => {
                  done();
                  adopt(restored, false);
                  setNotice(null);
                  void notify.success(`Versione ${change.version} ripristinata`, {
                    description: `Salvata come versione ${restored.trip.version}.`,
                  });
                },
                onError: (error) => {
                  done();
                  failed('Ripristino non riuscito')(error);
                },
              },
            )
          }
        />
      </div>
    </div>
  );
}

function NoticeBox({
  notice,
  reloading,
  onReload,
  onClose,
}: {
  notice: Notice;
  reloading: boolean;
  onReload: () => void;
  onClose: () => void;
}) {
  const alarming = notice.tone !== 'info';
  return (
    <div
      role={alarming ? 'alert' : 'status'}
      className={
        alarming
          ? 'mb-3 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900'
          : 'mb-3 rounded-xl border border-sea-100 bg-sea-50 p-3 text-navy-900'
      }
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.text && <p className="mt-1 text-sm">{notice.text}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {notice.tone === 'conflict' && (
          <BusyButton
            variant="primary"
            size="sm"
            busy={reloading}
            busyLabel="Caricamento…"
            onClick={onReload}
          >
            Ricarica
          </BusyButton>
        )}
        <Button variant="ghost" size="sm" onClick={onClose}>
          {notice.tone === 'conflict' ? 'Non ora' : 'Chiudi'}
        </Button>
      </div>
    </div>
  );
}
