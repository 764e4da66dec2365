import { Link } from '../../components/site-link.tsx';
import { MessageCircle } from 'lucide-react';
import { DEFAULT_CHAT_MESSAGE } from '#domain/chat.ts';
import { Logo } from '../../components/logo.tsx';
import { ChatLink } from '../../components/chat-link.tsx';
import { siteConfig } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { openChat } from '../chat/index.ts';
import { SiteMenu } from '../../layouts/site-menu.tsx';

const entries = [
  { to: paths.travels, label: 'Viaggi' },
  { to: paths.about, label: 'Chi Siamo' },
  { to: paths.team, label: 'Il Team' },
  { to: paths.contact, label: 'Contatti' },
];

/**
 * The ads variant's own header: the offer by the logo, few links, and the chat always at hand
 * (ads pages always chat). Links go through the link helper, so they stay on /ads-special.
 */
export function AdsHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-white/95 text-navy-900 shadow-sm backdrop-blur">
      <nav
        aria-label="Principale"
        className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:h-20 md:px-6"
      >
        <Link
          to={paths.home}
          aria-label={`${siteConfig.name}, torna alla home`}
          className="rounded-lg"
        >
          <Logo size="small" name={siteConfig.name} />
        </Link>
        <p className="mr-auto hidden rounded-full bg-gold-100 px-2.5 py-1 text-sm font-bold text-gold-700 sm:block">
          -{siteConfig.discountPercentage}%
          <span className="sr-only"> di sconto per chi prenota in anticipo</span>
        </p>
        <ul className="hidden items-center gap-1 md:flex">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="rounded-full px-3.5 py-2 font-medium transition-colors hover:bg-navy-50"
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
        <ChatLink
          message={DEFAULT_CHAT_MESSAGE}
          open={() => openChat(DEFAULT_CHAT_MESSAGE)}
          size="sm"
          // On phones the offer pill is hidden: the chat takes its push to the right.
          className="ml-auto sm:ml-0"
          aria-label="Scrivici su WhatsApp"
        >
          <MessageCircle aria-hidden />{' '}
          <span className="hidden sm:inline">Scrivici su WhatsApp</span>
        </ChatLink>
        {/* The main site's menu: its links already lead to the ads pages (link helper). */}
        <SiteMenu buttonClassName="hover:bg-navy-50 md:hidden" />
      </nav>
    </header>
  );
}
