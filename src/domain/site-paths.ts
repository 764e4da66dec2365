/**
 * The two faces of the site: the main one and the advertising variant under /ads-special,
 * for visitors who arrived from an advertisement (the spec's referralSource "ads").
 */
export const ADS_PREFIX = '/ads-special';
export const ADS_REFERRAL = { source: 'ads', code: 'ads-special' } as const;

/**
 * `?anteprima` on any page: signed-in staff see the site with the edits prepared for trips'
 * next versions, not yet published (anyone else gets what visitors see).
 */
export const PREVIEW_PARAM = 'anteprima';

/** "/team/:id" + { id: "giulia-lorusso" } → "/team/giulia-lorusso" (values encoded). */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

/**
 * The parameters of `path` when it matches the route `pattern` (":name" takes one segment,
 * a trailing "*" the rest), else null: "/travel/:id" + "/travel/grecia" → { id: "grecia" }.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    if (part === '*') return params;
    const value = given[index];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // a malformed escape is no address of ours
      }
    } else if (part !== value) return null;
  }
  return given.length === wanted.length ? params : null;
}

/** The pages that have an advertising twin; the others (privacy, payment…) are shared. */
const twinned = [
  /^\/$/,
  /^\/travels$/,
  /^\/travel\/[^/]+$/,
  /^\/about$/,
  /^\/team(\/[^/]+)?$/,
  /^\/contact$/,
  /^\/booking$/,
];

/**
 * The spec's link helper: for a visitor who came from an ad, a path of the main site becomes
 * its /ads-special twin ("/" becomes "/ads-special"). Query strings are kept.
 */
export function sitePath(path: string, fromAds: boolean): string {
  if (!fromAds || path.startsWith(ADS_PREFIX)) return path;
  const [pathname = '/', query] = path.split(/\?(.*)/s, 2);
  if (!twinned.some((pattern) => pattern.test(pathname))) return path;
  const twin = pathname === '/' ? ADS_PREFIX : `${ADS_PREFIX}${pathname}`;
  return query === undefined ? twin : `${twin}?${query}`;
}

/** The trips' pages, which the client routes and the server's e-mails link to. */
export const travelPaths = {
  all: '/travels',
  travel: (id: string) => buildPath('/travel/:id', { id }),
} as const;

/** Back-office pages that the server also links to, from the agency's e-mails. */
const invitationRoute = '/admin/invito/:token';
const passwordResetRoute = '/admin/nuova-password/:token';
export const staffPaths = {
  booking: (id: string) => buildPath('/admin/bookings/:id', { id }),
  enquiries: '/admin/enquiries',
  /** Where an invited colleague chooses their password (the link e-mailed to them). */
  invitationRoute,
  invitation: (token: string) => buildPath(invitationRoute, { token }),
  /** Where "Password dimenticata?"'s link leads. */
  passwordResetRoute,
  passwordReset: (token: string) => buildPath(passwordResetRoute, { token }),
} as const;

/** The traveller's booking page, opened by the private link its e-mails carry. */
const travellerBookingRoute = '/prenotazione/:token';
export const travellerPaths = {
  /** The route the site's router mounts the page at. */
  bookingRoute: travellerBookingRoute,
  booking: (token: string) => buildPath(travellerBookingRoute, { token }),
} as const;

/** The page that confirms a repeat waitlist sign-up, opened by the link e-mailed to its address. */
const waitlistChangeRoute = '/lista-attesa/:token';
export const waitlistPaths = {
  /** The route the site's router mounts the page at. */
  changeRoute: waitlistChangeRoute,
  change: (token: string) => buildPath(waitlistChangeRoute, { token }),
} as const;

/**
 * The booking form with a departure already chosen (the waitlist's e-mail opens it): the site's
 * trip id and the departure's id, with the names the ads booking page reads too.
 */
export const bookingPaths = {
  departure: (destinationId: string, departureId: string) =>
    `/booking?${new URLSearchParams({ destination: destinationId, departure: departureId })}`,
  /** The trip and departure an address of `departure` names, or null. */
  chosenDeparture(search: URLSearchParams): { destinationId: string; departureId: string } | null {
    const destinationId = search.get('destination');
    const departureId = search.get('departure');
    return destinationId && departureId ? { destinationId, departureId } : null;
  },
} as const;

/** The full address of a page of the site, for a link that leaves it (an e-mail, a share). */
export function siteLink(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}
