import { BadgePercent, MessageCircle } from 'lucide-react';
import { ChatLink } from '../../components/chat-link.tsx';
import { Link } from '../../components/site-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { siteConfig } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import type { TeamProfile } from './profiles.ts';
import { chatWithTeam, variantPath, type TeamVariant } from './team-links.ts';

export function Portrait({
  portrait,
  eager = false,
  className,
}: {
  portrait: TeamProfile['portrait'];
  /** The page's main picture loads first; the others when they scroll near. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={portrait.src}
      alt={portrait.alt}
      width={portrait.width}
      height={portrait.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={cn('w-full bg-sand-100 object-cover', className ?? 'aspect-square')}
    />
  );
}

/** The ads pages' reminder of the early-booking discount, from the site configuration. */
export function DiscountBanner({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-[var(--radius-card)] bg-navy-900 p-5 text-white',
        className,
      )}
    >
      <BadgePercent className="size-8 shrink-0 text-gold-300" aria-hidden />
      <div>
        <p className="font-display text-xl font-semibold">
          -{siteConfig.discountPercentage}% per chi prenota in anticipo
        </p>
        <p className="mt-1 text-navy-100">
          Blocchi il posto con una caparra del 40% e il prezzo resta quello scontato. Gruppi di
          massimo 10 persone: le date migliori finiscono presto.
        </p>
      </div>
    </div>
  );
}

/**
 * The closing invitation to write to the team: the chat, or the contact page when the person
 * cannot be reached directly (see hasDirectContact).
 */
export function ChatCallToAction({
  title,
  text,
  message,
  variant,
  directContact = true,
}: {
  title: string;
  text: string;
  message: string;
  variant: TeamVariant;
  directContact?: boolean;
}) {
  // With the chat switched off the main site's button opens the contact form instead.
  const chats = variant === 'ads' || siteConfig.chatEnabled;
  return (
    <section
      aria-labelledby="team-chat-title"
      className="mx-auto mt-16 max-w-3xl rounded-[var(--radius-card)] bg-navy-900 px-6 py-10 text-center text-white"
    >
      <h2 id="team-chat-title" className="text-2xl font-semibold md:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-navy-100">{text}</p>
      {directContact ? (
        <ChatLink
          message={message}
          open={() => chatWithTeam(message, variant)}
          href={chats ? undefined : paths.contactAbout({ message })}
          variant={chats ? 'whatsapp' : 'accent'}
          size="lg"
          className="mt-6"
        >
          <MessageCircle aria-hidden /> {chats ? 'Scrivici su WhatsApp' : 'Scrivici un messaggio'}
        </ChatLink>
      ) : (
        <Link
          to={variantPath(paths.contact, variant)}
          className={cn(buttonClasses('accent', 'lg'), 'mt-6')}
        >
          Contattaci
        </Link>
      )}
    </section>
  );
}
