import { Suspense, lazy } from 'react';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { ChatLink } from '../../components/chat-link.tsx';
import { cn } from '../../components/ui/cn.ts';
import { firstPaintDone } from '../../lib/first-paint.ts';
import { siteConfig } from '../../lib/page-data.ts';
import { OfficeHours } from '../../components/office-hours.tsx';

/**
 * The form is in the server's HTML (it works without JavaScript); in the browser its code (and
 * its schema library) is asked for once the page has painted, and takes over the form then.
 */
const EnquiryForm = lazy(() => firstPaintDone().then(() => import('./enquiry-form.tsx')));

const GENERAL_CHAT_MESSAGE = 'Salve, vorrei maggiori informazioni sui vostri viaggi di gruppo.';

/** The chat's code (and its schema library) comes with the click, not with the page. */
async function openGeneralChat() {
  const { openChat } = await import('../chat/index.ts');
  await openChat(GENERAL_CHAT_MESSAGE);
}

type ContactSectionProps = {
  /** The contact page's title is its h1; on the home the section sits under the page's own. */
  heading: 'h1' | 'h2';
  className?: string;
};

/** "Contatta i Nostri Esperti": the agency's details, the chat, and the enquiry form. */
export function ContactSection({ heading: Heading, className }: ContactSectionProps) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={cn('mx-auto max-w-7xl scroll-mt-20 px-4 md:px-6', className)}
    >
      <Heading
        id="contact-title"
        className={cn(
          'font-semibold',
          Heading === 'h1' ? 'text-4xl md:text-5xl' : 'text-3xl md:text-4xl',
        )}
      >
        Contatta i Nostri Esperti
      </Heading>
      <p className="mt-3 max-w-2xl text-lg text-navy-700">
        Raccontaci il viaggio che hai in mente: ti rispondiamo noi, persone vere, di solito entro la
        giornata.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <aside className="space-y-5 rounded-[var(--radius-card)] bg-navy-900 p-6 text-white">
          <p className="flex gap-3">
            <MapPin className="size-5 shrink-0 text-gold-300" aria-hidden /> {siteConfig.address}
          </p>
          <p className="flex gap-3">
            <Phone className="size-5 shrink-0 text-gold-300" aria-hidden />
            <a href={`tel:${siteConfig.contactPhone.replace(/\s/g, '')}`} className="underline">
              {siteConfig.contactPhone}
            </a>
          </p>
          <p className="flex gap-3">
            <Mail className="size-5 shrink-0 text-gold-300" aria-hidden />
            <a href={`mailto:${siteConfig.contactEmail}`} className="underline">
              {siteConfig.contactEmail}
            </a>
          </p>
          <div className="flex gap-3">
            <Clock className="size-5 shrink-0 text-gold-300" aria-hidden />
            <p>
              <OfficeHours />
            </p>
          </div>
          {siteConfig.chatEnabled && (
            <ChatLink message={GENERAL_CHAT_MESSAGE} open={openGeneralChat} className="w-full">
              <MessageCircle aria-hidden /> Contattaci su WhatsApp
            </ChatLink>
          )}
        </aside>
        {/* The card keeps the form's height while its code arrives: nothing below jumps. */}
        <div className="min-h-[47rem] rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:min-h-[38rem] md:p-8">
          <Suspense fallback={null}>
            <EnquiryForm title={Heading === 'h1' ? 'h2' : 'h3'} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

export function ContactPage() {
  return <ContactSection heading="h1" className="pt-24 pb-20 md:pt-32" />;
}
