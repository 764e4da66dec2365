import { Cookie } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cookieConsent } from '../../lib/consent.ts';
import { paths } from '../../paths.ts';

/**
 * The cookie banner: accepting and refusing are equally easy, as the Garante asks; nothing
 * beyond technical storage runs until the visitor accepts.
 */
export default function CookieBanner() {
  return (
    <section
      aria-labelledby="cookie-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-[var(--radius-card)] bg-white p-5 text-navy-900 shadow-[0_12px_40px_rgb(10_25_49/0.28)] ring-1 ring-navy-100 md:bottom-6"
    >
      <h2 id="cookie-title" className="flex items-center gap-2 text-lg font-semibold">
        <Cookie className="size-5 text-gold-700" aria-hidden /> La tua privacy
      </h2>
      <p className="mt-2 text-sm text-navy-700">
        Usiamo i cookie tecnici che servono al sito per funzionare. Con il tuo consenso useremmo
        anche il Meta Pixel, per capire quali annunci ti hanno portato da noi. Puoi cambiare idea
        quando vuoi da «Preferenze cookie», in fondo alla pagina.{' '}
        {/* A plain link to the page's address: the banner lives beside the router, not inside it. */}
        <a href={paths.privacyPolicy} className="font-semibold text-sea-700 underline">
          Privacy Policy
        </a>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={() => cookieConsent.decide(false)}>
          Rifiuta
        </Button>
        <Button onClick={() => cookieConsent.decide(true)}>Accetta</Button>
      </div>
    </section>
  );
}
