import { NavLink } from '../../components/site-link.tsx';
import { LogOut, UserRound } from 'lucide-react';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { notify } from '../../lib/notify.ts';
import { paths } from '../../paths.ts';
import { staffRoleLabels } from '#domain/staff-team.ts';
import { useSignOut, type Staff } from './session/api.ts';

const sections = [
  { to: paths.adminToday, label: 'Oggi' },
  { to: paths.adminBookings, label: 'Prenotazioni' },
  { to: paths.adminEnquiries, label: 'Richieste' },
  { to: paths.adminDocuments, label: 'Documenti' },
  { to: paths.adminDepartures, label: 'Partenze' },
  { to: paths.adminTrips, label: 'Viaggi' },
  { to: paths.adminWaitlist, label: 'Lista d’attesa' },
  { to: paths.adminPassportLinks, label: 'Link verifica' },
  { to: paths.adminEmails, label: 'Email' },
  { to: paths.adminSettings, label: 'Impostazioni' },
  { to: paths.adminTeam, label: 'Team' },
  { to: paths.adminAudit, label: 'Registro attività', owners: true },
] as const satisfies readonly { to: string; label: string; owners?: boolean }[];

/** The back office's own bar under the site header: its sections, who is in, and the way out. */
export function AdminBar({ staff }: { staff: Staff }) {
  const signOut = useSignOut();
  const leave = () =>
    signOut.mutate(undefined, {
      onError: () =>
        void notify.error('Uscita non riuscita', { description: 'Controlla la rete e riprova.' }),
    });

  return (
    <div className="border-b border-navy-100 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 md:flex-row md:items-center md:justify-between md:px-6">
        <nav aria-label="Area staff" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          {/* A row to scroll on a phone; on a wider screen every section shows, on two rows if need be. */}
          <ul className="flex gap-1 md:flex-wrap">
            {sections
              .filter((section) => !('owners' in section) || staff.role === 'titolare')
              .map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                        isActive ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-navy-50',
                      )
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-3">
          <NavLink
            to={paths.adminAccount}
            className="flex min-h-10 min-w-0 items-center gap-2 rounded-full px-2 text-sm text-navy-700 hover:bg-navy-50"
          >
            <UserRound className="size-4 shrink-0 text-sea-700" aria-hidden />
            <span className="truncate">
              <span className="sr-only">Il tuo account: </span>
              {staff.name} · {staffRoleLabels[staff.role]}
            </span>
          </NavLink>
          <BusyButton
            variant="outline"
            size="sm"
            busy={signOut.isPending}
            busyLabel="Uscita…"
            onClick={leave}
          >
            <LogOut aria-hidden /> Esci
          </BusyButton>
        </div>
      </div>
    </div>
  );
}
