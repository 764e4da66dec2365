import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Menu, MessageCircle } from 'lucide-react';
import { Link, NavLink } from '../components/site-link.tsx';
import { DEFAULT_CHAT_MESSAGE } from '#domain/chat.ts';
import { ChatLink } from '../components/chat-link.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { PopoverDialog, PopoverSheetHeader } from '../components/ui/popover-dialog.tsx';
import { siteConfig } from '../lib/page-data.ts';
import { navEntries } from './nav-entries.ts';
import { paths } from '../paths.ts';

const MENU_ID = 'menu-del-sito';

/**
 * The phone menu: a popover already in the page, opened by its button through the browser
 * itself, not the site's code, so it opens at the first tap, before the page's code has run and
 * without JavaScript (decision 041). Escape and a tap outside close it, as do a link and a new
 * route.
 */
export function SiteMenu({ buttonClassName }: { buttonClassName: string }) {
  const menu = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // hidePopover() does nothing on a closed popover; a browser without popovers has none.
  useEffect(() => menu.current?.hidePopover?.(), [pathname]);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) menu.current?.hidePopover?.();
  };

  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-label="Apri il menu"
        className={cn('grid size-12 place-items-center rounded-full', buttonClassName)}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <PopoverDialog
        ref={menu}
        id={MENU_ID}
        labelledBy={`${MENU_ID}-titolo`}
        onClick={closeOnLink}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white p-6 text-navy-900 shadow-2xl backdrop:bg-navy-950/60 open:flex open:animate-[slide-from-right_200ms_ease-out]"
      >
        <PopoverSheetHeader id={MENU_ID} title="Menu" />
        <ul className="flex flex-col gap-1">
          {navEntries.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex min-h-12 items-center rounded-xl px-4 text-lg font-medium hover:bg-navy-50',
                    isActive && 'bg-navy-50',
                  )
                }
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link to={paths.booking} className={cn(buttonClasses('accent', 'lg'), 'mt-6 w-full')}>
          Prenota Ora
        </Link>
        {siteConfig.chatEnabled && (
          <ChatLink
            message={DEFAULT_CHAT_MESSAGE}
            open={() => import('./menu-chat.ts').then(({ chatFromMenu }) => chatFromMenu())}
            className="mt-3 w-full px-3"
          >
            <MessageCircle aria-hidden /> Serve aiuto? Scrivici su WhatsApp
          </ChatLink>
        )}
      </PopoverDialog>
    </>
  );
}
