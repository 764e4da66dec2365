import { Link, NavLink } from '../components/site-link.tsx';
import { MessageCircle } from 'lucide-react';
import { DEFAULT_CHAT_MESSAGE } from '#domain/chat.ts';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { cn } from '../components/ui/cn.ts';
import { Sheet, SheetContent } from '../components/ui/sheet.tsx';
import { siteConfig } from '../lib/page-data.ts';
import { openChat } from '../features/chat/index.ts';
import { navEntries } from './nav-entries.ts';
import { paths } from '../paths.ts';

/** The phone menu; loaded on demand so the first page stays light. */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent title="Menu" side="right">
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
          <Button
            variant="whatsapp"
            className="mt-3 w-full px-3"
            onClick={() => void openChat(DEFAULT_CHAT_MESSAGE)}
          >
            <MessageCircle aria-hidden /> Serve aiuto? Scrivici su WhatsApp
          </Button>
        )}
      </SheetContent>
    </Sheet>
  );
}
