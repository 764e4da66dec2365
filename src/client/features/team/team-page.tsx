import { Compass, LifeBuoy, Link2, MapPinned, Star, Users } from 'lucide-react';
import type { TeamMember } from '#domain/team.ts';
import { Link } from '../../components/site-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { team } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { teamProfiles, type TeamProfile } from './profiles.ts';
import { absoluteLink, copyLink, variantPath, type TeamVariant } from './team-links.ts';
import { ChatCallToAction, DiscountBanner, Portrait } from './team-parts.tsx';
import { IconCards } from '../../components/icon-cards.tsx';

const reasons = [
  {
    icon: Users,
    title: 'Partono con te',
    text: 'Due di noi accompagnano ogni gruppo dalla partenza in Italia fino al rientro: non ti affidiamo mai a sconosciuti.',
  },
  {
    icon: MapPinned,
    title: 'Posti provati di persona',
    text: 'Hotel, escursioni e ristoranti del programma li abbiamo visti noi, prima di metterli in catalogo.',
  },
  {
    icon: Compass,
    title: 'Tempo per ognuno',
    text: 'Con dieci viaggiatori al massimo il coordinatore conosce i tuoi gusti, e il gruppo diventa presto una compagnia.',
  },
  {
    icon: LifeBuoy,
    title: 'Sempre raggiungibili',
    text: 'Prima di partire rispondiamo in giornata; in viaggio un numero di assistenza è attivo 24 ore su 24.',
  },
];

function MemberCard({
  member,
  profile,
  variant,
  index,
}: {
  member: TeamMember;
  profile: TeamProfile;
  variant: TeamVariant;
  index: number;
}) {
  const path = variantPath(paths.teamMember(member.id), variant);
  return (
    <article
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]',
        member.featured && 'ring-3 ring-gold-500',
      )}
    >
      {/* Wider than tall on phones, so a card fits the screen; faces sit in the middle. */}
      <Portrait
        portrait={profile.portrait}
        eager={index === 0}
        className="aspect-[4/3] sm:aspect-square"
      />
      {member.featured && (
        <p className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-gold-500 px-3 py-1 text-sm font-bold text-navy-950">
          <Star className="size-4 fill-navy-950" aria-hidden /> In evidenza
        </p>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-semibold">
          {/* The whole card is the link; its outline shows on the card when focused. */}
          <Link
            to={path}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-sea-600"
          >
            {member.name}
          </Link>
        </h2>
        <p className="font-medium text-sea-700">{member.role}</p>
        <p className="text-sm text-navy-600">{member.yearsOfExperience} anni di esperienza</p>
        <p className="mt-3 text-navy-700">{profile.shortBio}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <span className="text-sm font-semibold text-navy-900" aria-hidden>
            Scopri il profilo →
          </span>
          {member.featured && (
            // Above the card's link, so it gets its own clicks.
            <Button
              variant="outline"
              size="sm"
              className="relative z-10"
              aria-label={`Copia link del profilo di ${member.name}`}
              onClick={() => void copyLink(absoluteLink(path))}
            >
              <Link2 aria-hidden /> Copia link
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** `/team` and `/ads-special/team`: the four people of the agency, the featured two first. */
export function TeamPage({ variant }: { variant: TeamVariant }) {
  // A person without profile texts has no page to link to (the unit test keeps them complete).
  const members = team.filter((member) => teamProfiles[member.id]);
  const years = members.reduce((sum, member) => sum + member.yearsOfExperience, 0);
  return (
    <div className="pt-24 pb-20 md:pt-32">
      <header className="mx-auto max-w-3xl px-4 text-center md:px-6">
        <p className="text-sm font-semibold tracking-wide text-sea-700 uppercase">
          Le persone di Maestrale Viaggi
        </p>
        <h1 className="mt-2 text-4xl font-semibold md:text-5xl">Il Team</h1>
        <p className="mt-5 text-lg text-navy-700">
          Siamo in quattro, a Bari, con {years} anni di viaggi alle spalle. Disegniamo gli
          itinerari, rispondiamo alle tue domande e, due alla volta, partiamo con ogni gruppo.
        </p>
      </header>

      {variant === 'ads' && <DiscountBanner className="mx-4 mt-10 md:mx-auto md:max-w-3xl" />}

      <ul className="mx-auto mt-12 grid max-w-7xl gap-6 px-4 sm:grid-cols-2 md:px-6 lg:grid-cols-4">
        {members.map((member, index) => (
          <li key={member.id}>
            <MemberCard
              member={member}
              profile={teamProfiles[member.id]!}
              variant={variant}
              index={index}
            />
          </li>
        ))}
      </ul>

      <section aria-labelledby="why-team-title" className="mx-auto mt-20 max-w-7xl px-4 md:px-6">
        <h2 id="why-team-title" className="text-3xl font-semibold">
          Perché viaggiare con noi
        </h2>
        <IconCards items={reasons} />
      </section>

      <div className="px-4 md:px-6">
        <ChatCallToAction
          variant={variant}
          title="Vuoi un consiglio da chi ci è stato?"
          text="Raccontaci che viaggio hai in mente: ti risponde una persona del team, non un risponditore automatico."
          message="Ciao! Vorrei parlare con qualcuno del vostro team per organizzare il mio prossimo viaggio di gruppo."
        />
      </div>
    </div>
  );
}
