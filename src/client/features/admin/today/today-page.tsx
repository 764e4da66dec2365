import { lazy, Suspense, type ReactNode } from 'react';
import {
  ArrowRight,
  CalendarClock,
  FileWarning,
  Hourglass,
  Landmark,
  ListChecks,
  MessageCircleQuestion,
} from 'lucide-react';
import { bookingAttentionLabels, HOLD_ENDING_HOURS } from '#domain/backoffice-input.ts';
import { DOCUMENTS_DUE_DAYS, type TodayCounts } from '#domain/today.ts';
import { Link } from '../../../components/site-link.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../paths.ts';
import { AdminPage, QueryState } from '../admin-page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToday, useTodayFigures } from './api.ts';

// The chart library comes only when the figures are drawn, after the counts.
const TodayFiguresCharts = lazy(async () => ({
  default: (await import('./today-figures.tsx')).TodayFiguresCharts,
}));

function Figures() {
  const figures = useTodayFigures();
  const loading = (
    <div className="grid place-items-center py-16">
      <Spinner label="Caricamento dei grafici…" />
    </div>
  );
  return (
    <section aria-labelledby="today-figures" className="mt-10">
      <h2 id="today-figures" className="text-2xl font-semibold">
        Le ultime settimane in cifre
      </h2>
      <div className="mt-4">
        <QueryState query={figures} loadingLabel="Caricamento dei grafici…">
          {(data) => (
            <Suspense fallback={loading}>
              <TodayFiguresCharts figures={data} />
            </Suspense>
          )}
        </QueryState>
      </div>
    </section>
  );
}

const bookingsNeeding = (attention: keyof typeof bookingAttentionLabels) =>
  `${paths.adminBookings}?${new URLSearchParams({ attention })}`;

/** What "Oggi" counts, in the order the day's work goes: money first, then travellers. */
const tasks: {
  count: keyof TodayCounts;
  title: string;
  help: string;
  to: string;
  icon: ReactNode;
}[] = [
  {
    count: 'transfersToCheck',
    title: bookingAttentionLabels.to_check,
    help: 'Bonifici dichiarati dai viaggiatori: cercali sull’estratto conto e registra la caparra.',
    to: bookingsNeeding('to_check'),
    icon: <Landmark aria-hidden />,
  },
  {
    count: 'holdsEnding',
    title: bookingAttentionLabels.hold_ending,
    help: `Posti riservati che scadono entro ${HOLD_ENDING_HOURS} ore senza bonifico dichiarato.`,
    to: bookingsNeeding('hold_ending'),
    icon: <Hourglass aria-hidden />,
  },
  {
    count: 'balancesDue',
    title: bookingAttentionLabels.balance_due,
    help: 'Saldi da ricevere entro 14 giorni, o già scaduti.',
    to: bookingsNeeding('balance_due'),
    icon: <CalendarClock aria-hidden />,
  },
  {
    count: 'departuresMissingDocuments',
    title: 'Documenti mancanti',
    help: `Partenze entro ${DOCUMENTS_DUE_DAYS} giorni con un viaggiatore senza passaporto o selfie.`,
    to: paths.adminDepartures,
    icon: <FileWarning aria-hidden />,
  },
  {
    count: 'enquiriesToAnswer',
    title: 'Richieste da rispondere',
    help: 'Messaggi dal modulo di contatto, nuovi o in corso, senza ancora una risposta.',
    to: `${paths.adminEnquiries}?${new URLSearchParams({ state: 'da_rispondere' })}`,
    icon: <MessageCircleQuestion aria-hidden />,
  },
  {
    count: 'waitlistOffersOpen',
    title: 'Posti offerti dalla lista d’attesa',
    help: 'Persone avvisate di un posto libero che non hanno ancora prenotato.',
    to: paths.adminWaitlist,
    icon: <ListChecks aria-hidden />,
  },
];

function Task({ task, count }: { task: (typeof tasks)[number]; count: number }) {
  const quiet = count === 0;
  return (
    <li>
      <Link
        to={task.to}
        className={cn(
          'group flex h-full items-start gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] outline-offset-2 hover:bg-sand-50',
          !quiet && 'ring-2 ring-gold-300',
        )}
      >
        <span
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-full [&>svg]:size-5',
            quiet ? 'bg-navy-50 text-navy-600' : 'bg-gold-100 text-gold-700',
          )}
        >
          {task.icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-3">
            <span className="font-display text-3xl font-semibold text-navy-900">{count}</span>
            <span className="font-semibold text-navy-900 group-hover:underline">{task.title}</span>
          </span>
          <span className="mt-1 block text-sm text-navy-700">{task.help}</span>
        </span>
        <ArrowRight className="mt-3 size-5 shrink-0 text-navy-600" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * "Oggi", the back office's first page: what needs doing now, each a count that opens its list
 * (domain/today.ts).
 */
export function TodayPage() {
  const today = useToday();
  return (
    <AdminPage
      title="Oggi"
      intro="Quello che c’è da fare adesso: ogni riquadro apre l’elenco da cui partire."
    >
      <QueryState query={today} loadingLabel="Caricamento di oggi…">
        {(counts) => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Da fare">
            {tasks.map((task) => (
              <Task key={task.count} task={task} count={counts[task.count]} />
            ))}
          </ul>
        )}
      </QueryState>
      <Figures />
    </AdminPage>
  );
}
