import { Hono } from 'hono';
import { travelPaths } from '#domain/site-paths.ts';
import { teamFacts } from '#content/team.ts';
import type { AppEnv } from '../context.ts';

/** Pages of one visitor or of the staff, and the API: nothing a search engine should list. */
const privatePrefixes = [
  '/admin',
  '/booking',
  '/payment',
  '/verifica-prenotazioni',
  '/verifica-success',
  '/prenotazione/',
  '/passport-verification',
  '/ads-special/booking',
  '/api/',
];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * /sitemap.xml: every public page at its one address (the ads variant's twins point to these),
 * each trip under its own id. /robots.txt: all of it, but the private pages.
 */
export const siteFileRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) => {
    const { config, catalogue } = c.var.deps;
    const addresses = [
      '/',
      travelPaths.all,
      ...catalogue.current().catalogue.trips.map((trip) => travelPaths.travel(trip.id)),
      '/about',
      '/team',
      ...teamFacts.map((member) => `/team/${member.id}`),
      '/contact',
      '/privacy-policy',
    ];
    const urls = addresses
      .map((address) => `  <url><loc>${escapeXml(config.mail.siteUrl + address)}</loc></url>`)
      .join('\n');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  })
  .get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${c.var.deps.config.mail.siteUrl}/sitemap.xml`,
    ];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(`${lines.join('\n')}\n`);
  });
