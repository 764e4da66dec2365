import type { ReactNode } from 'react';
import { LogOut, UserRound } from 'lucide-react';
import { staffRoleLabels } from '#domain/staff-team.ts';
import type { TodayCounts } from '#domain/today.ts';
import { Logo } from '../../components/logo.tsx';
import { Link, NavLink } from '../../components/site-link.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SkipLink } from '../../layouts/main-layout.tsx';
import { siteConfig } from '../../lib/page-data.ts';
import { notify } from '../../lib/notify.ts';
import { paths } from '../../paths.ts';
import { useSignOut, type Staff } from './session/api.ts';
import { useToday } from './today/api.ts';

type Section = {
  to: string;
  label: string;
  owners?: true;
  /** What "Oggi" counts for it, shown beside its name. */
  count?: (today: TodayCounts) => number;
};

const sections: Section[] = [
  { to: paths.adminToday, label: 'Oggi' },
  {
    to: paths.adminBookings,
    label: 'Prenotazioni',
    count: (today) => today.transfersToCheck + today.holdsEnding + today.balancesDue,
  },
  { to: paths.adminEnquiries, label: 'Richieste', count: (today) => today.enquiriesToAnswer },
  { to: paths.adminDocuments, label: 'Documenti' },
  {
    to: paths.adminDepartures,
    label: 'Partenze',
    count: (today) => today.departuresMissingDocuments,
  },
  { to: paths.adminTrips, label: 'Viaggi' },
  {
    to: paths.adminWaitlist,
    label: 'Lista d’attesa',
    count: (today) => today.waitlistOffersOpen,
  },
  { to: paths.adminPassportLinks, label: 'Link verifica' },
  { to: paths.adminEmails, label: 'Email' },
  { to: paths.adminSettings, label: 'Impostazioni' },
  { to: paths.adminTeam, label: 'Team' },
  { to: paths.adminAudit, label: 'Registro attività', owners: true },
];

/** The back office's name over its pages: the agency's logo, which leads to the public site. */
function BackOfficeName() {
  return (
    <Link to={paths.home} className="inline-flex flex-col gap-0.5 rounded-lg">
      <Logo size="small" tone="light" name={siteConfig.name} />
      <span className="text-xs font-semibold tracking-wide text-gold-300 uppercase">
        Area staff<span className="sr-only">: vai al sito</span>
      </span>
    </Link>
  );
}

function Sections({ staff }: { staff: Staff }) {
  const today = useToday();
  return (
    <nav aria-label="Area staff" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      {/* A row to scroll on a phone; a column in the side bar from a tablet up. */}
      <ul className="flex gap-1 md:flex-col">
        {sections
          .filter((section) => !section.owners || staff.role === 'titolare')
          .map((section) => {
            const count = today.data && section.count?.(today.data);
            return (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-10 items-center justify-between gap-3 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors md:rounded-xl',
                      isActive ? 'bg-white text-navy-900' : 'text-white hover:bg-white/10',
                    )
                  }
                >
                  {section.label}
                  {count ? (
                    <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-bold text-navy-950">
                      {count}
                      <span className="sr-only"> da fare</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

/** Who is in, and the way out. */
function Account({ staff }: { staff: Staff }) {
  const signOut = useSignOut();
  const leave = () =>
    signOut.mutate(undefined, {
      onError: () =>
        void notify.error('Uscita non riuscita', { description: 'Controlla la rete e riprova.' }),
    });
  return (
    <div className="flex items-center justify-between gap-3 md:flex-col md:items-stretch">
      <NavLink
        to={paths.adminAccount}
        className="flex min-h-10 min-w-0 items-center gap-2 rounded-xl px-2 text-sm text-white hover:bg-white/10"
      >
        <UserRound className="size-4 shrink-0 text-gold-300" aria-hidden />
        <span className="min-w-0">
          <span className="sr-only">Il tuo account: </span>
          <span className="block truncate">{staff.name}</span>
          <span className="sr-only"> · </span>
          <span className="block text-xs text-white/75">{staffRoleLabels[staff.role]}</span>
        </span>
      </NavLink>
      <BusyButton
        variant="secondary"
        size="sm"
        busy={signOut.isPending}
        busyLabel="Uscita…"
        onClick={leave}
      >
        <LogOut aria-hidden /> Esci
      </BusyButton>
    </div>
  );
}

/**
 * The back office's own frame, apart from the public site's: a side bar with its sections (and
 * what "Oggi" counts beside them), who is in and "Esci" from a tablet up; on a phone the same
 * above the page. Without a signed-in member (sign-in, an e-mailed link), only its name.
 */
export function BackOfficeFrame({ staff, children }: { staff?: Staff; children: ReactNode }) {
  const main = (
    <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
      {children}
    </main>
  );
  if (!staff) {
    return (
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <header className="bg-navy-950 px-4 py-3 text-white md:px-6">
          <BackOfficeName />
        </header>
        {main}
      </div>
    );
  }
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <SkipLink />
      <header className="bg-navy-950 px-4 py-3 text-white md:sticky md:top-0 md:flex md:h-dvh md:flex-col md:gap-6 md:overflow-y-auto md:px-4 md:py-6">
        <BackOfficeName />
        <div className="mt-3 md:mt-0 md:flex-1">
          <Sections staff={staff} />
        </div>
        <div className="mt-3 border-t border-white/15 pt-3 md:mt-0">
          <Account staff={staff} />
        </div>
      </header>
      {main}
    </div>
  );
}
