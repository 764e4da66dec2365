import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, Award, Check, Mail, MessageCircle, Phone, Share2 } from 'lucide-react';
import type { TeamMember } from '#domain/team.ts';
import { Link } from '../../components/site-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { notify } from '../../lib/notify.ts';
import { useSitePath } from '../../lib/referral.ts';
import { catalogue, siteConfig, team } from '../../lib/page-data.ts';
import { paths } from '../../paths.ts';
import { MemberReviews, RecommendedTrips } from './member-sections.tsx';
import {
  hasDirectContact,
  recommendedTripIds,
  teamProfiles,
  type TeamProfile,
} from './profiles.ts';
import {
  absoluteLink,
  chatWithTeam,
  shareLink,
  variantPath,
  type TeamVariant,
} from './team-links.ts';
import { ChatCallToAction, DiscountBanner, Portrait } from './team-parts.tsx';

/** Catalogue trips by id, in the given order; an id the catalogue no longer has is skipped. */
const tripsOf = (ids: readonly string[]) =>
  ids.flatMap((id) => catalogue.trips.filter((trip) => trip.id === id));

const telLink = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

function chatMessage(member: TeamMember, variant: TeamVariant) {
  return variant === 'ads'
    ? `Ciao ${member.firstName}! Ho visto l’offerta per chi prenota in anticipo: quali date sono ancora disponibili con lo sconto?`
    : `Ciao ${member.firstName}! Ho letto il tuo profilo e vorrei un consiglio per il mio prossimo viaggio di gruppo.`;
}

/** Redirects an unknown id to the team list (the ads one on ads pages), with the spec's toast. */
function useMissingMemberRedirect(missing: boolean, variant: TeamVariant) {
  const navigate = useNavigate();
  // The link helper's answer as a string: the effect runs again only if the target changes.
  const teamList = useSitePath()(variantPath(paths.team, variant));
  useEffect(() => {
    if (!missing) return;
    // A fixed id: React's strict mode runs this twice, the visitor sees one toast.
    void notify.error('Membro del team non trovato', {
      id: 'team-member-not-found',
      description: 'Non è stato possibile trovare il profilo richiesto.',
    });
    void navigate(teamList, { replace: true });
  }, [missing, navigate, teamList]);
}

function MemberHeader({
  member,
  profile,
  variant,
}: {
  member: TeamMember;
  profile: TeamProfile;
  variant: TeamVariant;
}) {
  const direct = hasDirectContact(member.name);
  const share = () =>
    void shareLink({
      url: absoluteLink(variantPath(paths.teamMember(member.id), variant)),
      title: `${member.name} – ${siteConfig.name}`,
      text: profile.shortBio,
    });
  return (
    <header className="mt-4 grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-center md:gap-12">
      <Portrait
        portrait={profile.portrait}
        eager
        className="aspect-square rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
      />
      <div>
        <p className="text-sm font-semibold tracking-wide text-sea-700 uppercase">{member.role}</p>
        <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{member.name}</h1>
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-gold-100 px-3 py-1 text-sm font-semibold text-navy-900">
          <Award className="size-4 text-gold-700" aria-hidden />
          {member.yearsOfExperience} anni di esperienza
        </p>
        <p className="mt-5 text-lg text-navy-700">{profile.shortBio}</p>
        <ul aria-label="Contatti" className="mt-6 space-y-2">
          <li>
            <a
              href={`mailto:${profile.email}`}
              className="inline-flex min-h-10 items-center gap-2 font-medium text-navy-900 underline-offset-4 hover:underline"
            >
              <Mail className="size-5 text-sea-700" aria-hidden />
              <span className="sr-only">Email: </span>
              {profile.email}
            </a>
          </li>
          {direct && (
            <li>
              <a
                href={telLink(profile.phone)}
                className="inline-flex min-h-10 items-center gap-2 font-medium text-navy-900 underline-offset-4 hover:underline"
              >
                <Phone className="size-5 text-sea-700" aria-hidden />
                <span className="sr-only">Telefono: </span>
                {profile.phone}
              </a>
            </li>
          )}
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {direct ? (
            <Button
              variant={variant === 'ads' || siteConfig.chatEnabled ? 'whatsapp' : 'accent'}
              onClick={() => void chatWithTeam(chatMessage(member, variant), variant)}
            >
              <MessageCircle aria-hidden /> Scrivi a {member.firstName}
            </Button>
          ) : (
            <Link to={variantPath(paths.contact, variant)} className={buttonClasses('accent')}>
              Contattaci
            </Link>
          )}
          <Button variant="outline" onClick={share}>
            <Share2 aria-hidden /> Condividi il profilo
          </Button>
        </div>
      </div>
    </header>
  );
}

function MemberDetails({ profile, variant }: { profile: TeamProfile; variant: TeamVariant }) {
  // The ads pages tell the same people with the offer in mind (profiles.ts).
  const text = profile[variant];
  return (
    <div className="mt-16 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="bio-title">
        <h2 id="bio-title" className="text-3xl font-semibold">
          Biografia
        </h2>
        <div className="mt-5 space-y-4 text-lg text-navy-700">
          {text.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <div className="space-y-10">
        <section aria-labelledby="expertise-title">
          <h2 id="expertise-title" className="text-2xl font-semibold">
            Specializzazioni
          </h2>
          <ul className="mt-4 space-y-2">
            {text.expertise.map((item) => (
              <li key={item} className="flex gap-2 text-navy-800">
                <Check className="mt-0.5 size-5 shrink-0 text-sea-600" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="languages-title">
          <h2 id="languages-title" className="text-2xl font-semibold">
            Lingue
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {text.languages.map((language) => (
              <li key={language} className="rounded-full bg-sea-50 px-3 py-1 text-navy-900">
                {language}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="destinations-title">
          <h2 id="destinations-title" className="text-2xl font-semibold">
            {variant === 'ads' ? 'Destinazioni in evidenza' : 'Destinazioni che conosce meglio'}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {tripsOf(text.destinations).map((trip) => (
              <li key={trip.id}>
                <Link
                  to={variantPath(paths.travel(trip.id), variant)}
                  className="inline-flex min-h-10 items-center rounded-full border border-navy-200 bg-white px-4 font-medium text-navy-900 hover:bg-navy-50"
                >
                  {trip.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** `/team/:id` and `/ads-special/team/:id`: one person of the team. */
export function TeamMemberPage({ variant }: { variant: TeamVariant }) {
  const { id = '' } = useParams();
  const member = team.find((candidate) => candidate.id === id);
  const profile = member && teamProfiles[member.id];
  useMissingMemberRedirect(!profile, variant);
  if (!member || !profile) return null;

  return (
    <div className="pt-24 pb-20 md:pt-32">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <Link
          to={variantPath(paths.team, variant)}
          className="inline-flex min-h-10 items-center gap-2 font-semibold text-sea-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Tutto il team
        </Link>
        <MemberHeader member={member} profile={profile} variant={variant} />
        {variant === 'ads' && <DiscountBanner className="mt-12" />}
        <MemberDetails profile={profile} variant={variant} />
        <RecommendedTrips trips={tripsOf(recommendedTripIds)} variant={variant} />
        <MemberReviews firstName={member.firstName} reviews={profile.reviews} />
      </div>
      <div className="px-4 md:px-6">
        <ChatCallToAction
          variant={variant}
          directContact={hasDirectContact(member.name)}
          title={`Organizza il tuo viaggio con ${member.firstName}`}
          text={
            variant === 'ads'
              ? `Scrivi a ${member.firstName}: ti dice quali partenze hanno ancora posti con lo sconto per chi prenota in anticipo.`
              : `Scrivi a ${member.firstName}: ti risponde di persona e ti aiuta a scegliere date, viaggio e compagni di gruppo.`
          }
          message={chatMessage(member, variant)}
        />
      </div>
    </div>
  );
}
