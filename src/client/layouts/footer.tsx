import { Link } from '../components/site-link.tsx';
import {
  Award,
  BadgeCheck,
  Clock,
  CreditCard,
  Headphones,
  Lock,
  Mail,
  MapPin,
  Phone,
  RotateCcw,
  ShieldCheck,
  Star,
  Umbrella,
  Zap,
} from 'lucide-react';
import { Logo } from '../components/logo.tsx';
import { canonicalTripId } from '#domain/destination-ids.ts';
import { cookieConsent } from '../lib/consent.ts';
import { catalogue, siteConfig } from '../lib/page-data.ts';
import { paths } from '../paths.ts';
import { OfficeHours } from '../components/office-hours.tsx';

/** The spec's five footer trips, linked as the spec writes them ("newyork-miami"), titled by the catalogue. */
const groupTrips = [
  'maldive-dubai',
  'tokyo-kyoto',
  'newyork-miami',
  'thailandia',
  'bali-singapore',
].map((id) => ({
  to: paths.travel(id),
  label: catalogue.trips.find((trip) => trip.id === canonicalTripId(id))?.title ?? id,
}));

const agencyLinks = [
  { to: paths.about, label: 'Chi Siamo' },
  { to: paths.team, label: 'Il Team' },
  { to: paths.contact, label: 'Contattaci' },
  { to: paths.documents, label: 'Verifica Prenotazione' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
];

const certifications = [
  { icon: BadgeCheck, label: 'Agente di viaggio accreditato' },
  { icon: ShieldCheck, label: 'Fondo di garanzia viaggiatori' },
  { icon: Umbrella, label: 'Assicurazione viaggi inclusa' },
];

const trustBadges = [
  { icon: ShieldCheck, label: 'Viaggi sicuri' },
  { icon: Award, label: 'Qualità garantita' },
  { icon: CreditCard, label: 'Pagamenti sicuri' },
  { icon: Lock, label: 'Privacy tutelata' },
  { icon: BadgeCheck, label: 'Esperti certificati' },
  { icon: Headphones, label: 'Assistenza 24/7' },
  { icon: RotateCcw, label: 'Soddisfatti o rimborsati' },
  { icon: Zap, label: 'Prenotazione rapida' },
];

const heading = 'mb-4 font-display text-lg font-semibold text-white';
const link = 'inline-flex min-h-10 items-center text-navy-100 hover:text-gold-300';

export default function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 md:px-6">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div>
            <Logo size="medium" tone="light" name={siteConfig.name} />
            <p className="mt-4 max-w-xs text-navy-100">
              Viaggi di gruppo di massimo 10 persone, con due coordinatori che partono con te.
            </p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm text-white">
              <Star className="size-4 fill-gold-400 text-gold-400" aria-hidden />
              Agenzia verificata · {catalogue.agency.stats.averageRating.toFixed(1)}/5
            </p>
          </div>

          <nav aria-labelledby="footer-trips">
            <h2 id="footer-trips" className={heading}>
              Viaggi di gruppo
            </h2>
            <ul>
              {groupTrips.map((trip) => (
                <li key={trip.to}>
                  <Link to={trip.to} className={link}>
                    {trip.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-agency">
            <h2 id="footer-agency" className={heading}>
              Agenzia
            </h2>
            <ul>
              {agencyLinks.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <a
                  href={siteConfig.reviewsSite.url}
                  className={link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Le recensioni dei viaggiatori
                </a>
              </li>
              {siteConfig.pixelId && (
                <li>
                  <button type="button" className={link} onClick={cookieConsent.review}>
                    Preferenze cookie
                  </button>
                </li>
              )}
            </ul>
          </nav>

          <div>
            <h2 className={heading}>Contatti</h2>
            <ul className="space-y-3">
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden />
                <span>{siteConfig.address}</span>
              </li>
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden />
                <a
                  href={`tel:${siteConfig.contactPhone.replace(/\s/g, '')}`}
                  className="hover:text-gold-300"
                >
                  {siteConfig.contactPhone}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden />
                <a
                  href={`mailto:${siteConfig.contactEmail}`}
                  className="break-all hover:text-gold-300"
                >
                  {siteConfig.contactEmail}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden />
                <span>
                  <OfficeHours />
                </span>
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-12 border-t border-white/10 pt-8">
          <h2 className="sr-only">Certificazioni e garanzie</h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {certifications.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2 font-medium text-white">
                <Icon className="size-5 text-gold-400" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
            {trustBadges.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="flex flex-col items-center gap-1.5 rounded-xl bg-white/5 px-2 py-3 text-center text-xs text-navy-100"
              >
                <Icon className="size-5 text-sea-100" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        </div>

        <p className="mt-10 border-t border-white/10 pt-6 text-sm text-navy-200">
          © {year} {siteConfig.name} è un marchio di {siteConfig.legalName} · P.IVA{' '}
          {siteConfig.vatNumber} · Codice ATECO {siteConfig.atecoCode} (
          {siteConfig.atecoDescription})
        </p>
      </div>
    </footer>
  );
}
