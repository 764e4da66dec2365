import { useLocation } from 'react-router';
import { Link, NavLink } from '../components/site-link.tsx';
import { Logo } from '../components/logo.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { siteConfig } from '../lib/page-data.ts';
import { useScrolledPast } from '../lib/use-scrolled-past.ts';
import { paths } from '../paths.ts';
import { navEntries } from './nav-entries.ts';
import { SiteMenu } from './site-menu.tsx';

const SOLID_AFTER_PX = 50;

/** Fixed on top; over the home hero it stays transparent until the page moves 50 px. */
export function Navbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const transparent = pathname === paths.home && !scrolled;

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-300',
        // Over the hero, the white logo and links have a backing of their own: the photo behind
        // may be bright (staff upload it), or not there yet.
        transparent
          ? 'bg-gradient-to-b from-navy-950/70 to-navy-950/0 text-white'
          : 'bg-white/95 text-navy-900 shadow-sm backdrop-blur',
      )}
    >
      <nav
        aria-label="Principale"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20 md:px-6"
      >
        <Link
          to={paths.home}
          aria-label={`${siteConfig.name}, torna alla home`}
          className="rounded-lg"
        >
          <Logo size="small" tone={transparent ? 'light' : 'dark'} name={siteConfig.name} />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {navEntries.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end
                className={({ isActive }) =>
                  cn(
                    'rounded-full px-3.5 py-2 font-medium transition-colors',
                    transparent ? 'hover:bg-white/15' : 'hover:bg-navy-50',
                    isActive && (transparent ? 'bg-white/15' : 'bg-navy-50'),
                  )
                }
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
          <li className="ml-2">
            <Link to={paths.booking} className={buttonClasses('accent', 'sm')}>
              Prenota Ora
            </Link>
          </li>
        </ul>

        <SiteMenu
          buttonClassName={cn('lg:hidden', transparent ? 'hover:bg-white/15' : 'hover:bg-navy-50')}
        />
      </nav>
    </header>
  );
}
