/**
 * The two faces of the site: the main one and the advertising variant under /ads-special,
 * for visitors who arrived from an advertisement (the spec's referralSource "ads").
 */
export const ADS_PREFIX = '/ads-special';
export const ADS_REFERRAL = { source: 'ads', code: 'ads-special' } as const;

/** "/team/:id" + { id: "giulia-lorusso" } → "/team/giulia-lorusso" (values encoded). */
export function buildPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
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
