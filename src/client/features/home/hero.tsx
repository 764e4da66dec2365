import { Suspense, lazy } from 'react';
import { BadgeCheck, ShieldCheck, Star } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { catalogue, siteConfig } from '../../lib/page-data.ts';
import { ARRIVES } from '../../components/trips/picture-arrival.ts';
import heroPoster from './hero-poster.svg';

// Both exist only when configured: their code loads only then.
const Countdown = lazy(() => import('./countdown.tsx'));
const PresentationVideo = lazy(() => import('./presentation-video.tsx'));

const badge = 'inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 backdrop-blur';

export function Hero() {
  const offerOpen =
    siteConfig.offerEndsAt !== null && Date.parse(siteConfig.offerEndsAt) > Date.now();
  return (
    <section className="relative isolate flex min-h-[88svh] items-end overflow-hidden bg-navy-900 pt-24 pb-16 text-white md:items-center">
      <img
        src={heroPoster}
        alt=""
        width={1600}
        height={1000}
        fetchPriority="high"
        // Faint until it has arrived, then whole (an opacity fade, on the compositor).
        {...ARRIVES}
        className="absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000 scripting:not-data-[loaded=true]:opacity-60 motion-reduce:transition-none"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950/90 via-navy-950/45 to-navy-950/30" />
      <div className="mx-auto w-full max-w-7xl px-4 md:px-6">
        <ul className="flex flex-wrap gap-2 text-sm font-medium">
          <li className={badge}>
            <BadgeCheck className="size-4 text-gold-300" aria-hidden /> Agenzia verificata
          </li>
          <li className={badge}>
            <Star className="size-4 fill-gold-300 text-gold-300" aria-hidden />{' '}
            {catalogue.agency.stats.averageRating.toFixed(1)}/5 dai viaggiatori
          </li>
          <li className={badge}>
            <ShieldCheck className="size-4 text-gold-300" aria-hidden /> Partner verificato
          </li>
        </ul>
        <h1 className="mt-6 max-w-3xl text-4xl leading-[1.05] font-semibold tracking-tight sm:text-5xl md:text-7xl">
          VIAGGI DI GRUPPO ESCLUSIVI
        </h1>
        <p className="mt-5 max-w-xl text-lg text-white/90 md:text-xl">
          Fino al{' '}
          <strong className="text-gold-300">{siteConfig.discountPercentage}% di sconto</strong> per
          chi prenota in anticipo. Piccoli gruppi, due coordinatori, zero pensieri: partiamo
          insieme.
        </p>
        {offerOpen && (
          <Suspense fallback={<div className="mt-6 h-[5.5rem]" />}>
            <Countdown endsAt={siteConfig.offerEndsAt!} />
          </Suspense>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Button
            variant="accent"
            size="lg"
            onClick={() =>
              document.getElementById('travel-section')?.scrollIntoView({ behavior: 'smooth' })
            }
          >
            Scegli la tua destinazione
          </Button>
        </div>
        {siteConfig.presentationVideoId && (
          <PresentationVideo videoId={siteConfig.presentationVideoId} />
        )}
      </div>
    </section>
  );
}
