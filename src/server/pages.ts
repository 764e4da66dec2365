import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type Context, type Next } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Catalogue } from '#domain/catalogue.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import type { TeamMember } from '#domain/team.ts';
import type * as EntryServer from '#client/entry-server.tsx';
import { ADS_PREFIX, PREVIEW_PARAM, sitePath, travelPaths } from '#domain/site-paths.ts';
import type { AppEnv } from './context.ts';
import { builtFiles } from './http/built-files.ts';
import { pageTag } from './http/compression.ts';
import { renderTurns } from './render-turns.ts';
import { PAGE_DATA_MARKER, PAGE_HEAD_MARKER, pageDataTags, type PageData } from './page-data.ts';
import { PAGE_STYLES_MARKER, pageStylesTag, type PageStyles } from './page-styles.ts';

const ROOT = '<div id="root"></div>';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What the pages are built from: the agency, its catalogue and team, the blocks they carry. */
export type PageSources = {
  site: SiteConfig;
  siteUrl: string;
  /** The catalogue as the agency keeps it now (it changes while the server runs), in a view. */
  catalogue: (view: CatalogueView) => Catalogue;
  team: readonly TeamMember[];
  blocks: PageData;
};

type Renderer = typeof EntryServer;
export type RenderedPageAt = Awaited<ReturnType<Renderer['renderPage']>>['page'];
export type ContactFormState = EntryServer.ContactFormState;

/**
 * Whose catalogue a page is drawn from: the visitors', or for signed-in staff the one with the
 * drafts (a draft trip's page) or with the edits prepared for trips' next versions (`?anteprima`).
 */
export type CatalogueView = 'visitors' | 'drafts' | 'pending-edits';

/** A page answered with a status of its own, or with the state of a form sent to it. */
export type PageOptions = { status?: ContentfulStatusCode } & EntryServer.RenderOptions;
/** Sends the page of the request's address; null when the site's pages are not built. */
export type SendPage = (c: Context<AppEnv>, options?: PageOptions) => Promise<Response | null>;

/** How pages are filled: the site's own API as the visitor would call it, and the head tags. */
export type PageWiring = {
  /**
   * An API answer for the visitor of this request (their address and browser, for the views);
   * as the signed-in staff member who asked, for a preview.
   */
  api: (path: string, c: Context<AppEnv>, asStaff: boolean) => Promise<Response>;
  /** What besides the address and the answers a page is drawn from: the catalogue's version, the day. */
  contentKey: () => string;
  /** The view the request asks for: a preview only for signed-in staff (`tripId`: the page's trip). */
  viewOf: (c: Context<AppEnv>, tripId: string | undefined) => Promise<CatalogueView>;
  /**
   * The head's tags for the page (its "da" price is read at the moment, as the page's), of the
   * catalogue the view draws: a preview's title and description are the edits'.
   */
  head: (page: RenderedPageAt, view: CatalogueView) => Promise<string>;
  /** Where the address of a trip that is not published leads (catalogue/build.ts). */
  movedFrom: (id: string) => { trip: string } | 'archived' | null;
};

/**
 * The page code, loaded on the first page asked for (API-only tests never load React). The
 * page data is in place first: the page modules read it as they load (client/lib/page-data.ts).
 */
function renderer(sources: PageSources): () => Promise<Renderer> {
  let loading: Promise<Renderer> | undefined;
  return () => {
    if (!loading) {
      // client/lib/page-data.ts's SERVER_PAGE_DATA (importing it here would read it too early).
      (globalThis as Record<symbol, unknown>)[Symbol.for('maestrale.page-data')] = {
        'site-config': sources.site,
        catalogue: sources.catalogue('visitors'),
        team: sources.team,
      };
      loading = import('#client/entry-server.tsx');
    }
    return loading;
  };
}

/**
 * A trip's page whose trip moved to a new address (301 there, canonical on the new one) or was
 * archived (301 to the list of trips, in the ads variant too); null when there is a page to draw.
 */
function movedTrip(
  page: RenderedPageAt,
  url: URL,
  { isMissing, movedFrom }: Pick<Renderer, 'isMissing'> & Pick<PageWiring, 'movedFrom'>,
): string | null {
  // A trip's page without its trip: every other missing page is "notFound".
  const id = page.params.id;
  if (id === undefined || page.name === 'notFound' || !isMissing(page)) return null;
  const moved = movedFrom(id);
  if (moved === null) return null;
  const fromAds = url.pathname.startsWith(ADS_PREFIX);
  const address =
    moved === 'archived'
      ? sitePath(travelPaths.all, fromAds)
      : url.pathname.replace(/[^/]+$/, encodeURIComponent(moved.trip));
  return `${address}${url.search}`;
}

/**
 * The pages drawn lately, by their inputs: the address, the catalogue's version and the day,
 * and the API answers they show (seats, a trip's programme). A change of any of them is a new
 * key; the oldest pages go first.
 */
type DrawnPage = { bytes: Uint8Array<ArrayBuffer>; tag: string; missing: boolean };

class RenderCache {
  static readonly SIZE = 500;
  private readonly pages = new Map<string, DrawnPage>();

  static key(url: URL, content: string, answers: unknown): string {
    return createHash('sha256')
      .update(`${url.pathname}${url.search}\n${content}\n${JSON.stringify(answers)}`)
      .digest('base64url');
  }

  get(key: string) {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: DrawnPage) {
    this.pages.set(key, page);
    if (this.pages.size > RenderCache.SIZE) this.pages.delete(this.pages.keys().next().value!);
  }
}

/** Vite's /assets and the artwork carry a content hash in their names: cache them for a year. */
const HASHED = /[/\\](assets[/\\]|artwork[/\\].*\.[0-9a-f]{8}\.)/;
/** Files of the build: a missing one is a plain 404, never a page. */
const FILES = /^\/(?:assets|artwork)\//;

/** The built index.html the pages are drawn into; null before the client is built. */
export function pageTemplate(clientDir: string): string | null {
  const file = path.join(clientDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/**
 * The site's pages, rendered on the server at their real addresses into the built
 * index.html (never cached: seats change), and the built files, hashed ones cached for a year,
 * both sent compressed. `send` answers other routes with a page (the contact form's).
 */
export function pageRoutes(clientDir: string, sources: PageSources, wiring: PageWiring) {
  const load = renderer(sources);
  const turns = renderTurns();
  let template: { shell: string; styles: PageStyles } | null | undefined;
  const readTemplate = () => {
    if (template !== undefined) return template;
    const html = pageTemplate(clientDir);
    template = html
      ? {
          shell: html.replace(PAGE_DATA_MARKER, () => pageDataTags(sources.blocks)),
          styles: JSON.parse(
            fs.readFileSync(path.join(clientDir, 'page-styles.json'), 'utf8'),
          ) as PageStyles,
        }
      : null;
    return template;
  };

  const app = new Hono<AppEnv>();
  const renders = new RenderCache();
  const send: SendPage = async (c, { status, ...options } = {}) => {
    const built = readTemplate();
    if (!built) return null;
    const url = new URL(c.req.url);
    const { renderPage, isMissing, followCatalogue, pageAt, tripIdOf, queriesAt } = await load();
    const tripId = tripIdOf(pageAt(url.pathname));
    const view = await wiring.viewOf(c, tripId);
    const preview = view !== 'visitors';
    // The prepared edits' answers too: a trip's page, its seats (the API ignores it elsewhere).
    const asked = (apiPath: string) =>
      view === 'pending-edits' ? `${apiPath}?${PREVIEW_PARAM}` : apiPath;
    const drawn = await turns[preview ? 'alone' : 'shared'](async () => {
      followCatalogue(sources.catalogue(view));
      const moved = movedTrip(pageAt(url.pathname), url, {
        isMissing,
        movedFrom: wiring.movedFrom,
      });
      if (moved) return { moved };
      // The answers first (they also count the visit), as much of each as the page draws. One
      // the same for every visitor of this version of the catalogue is read only to be drawn.
      const answers = await Promise.all(
        queriesAt(url).map(async ({ path: apiPath, drawn: part, browserReads }) => {
          const res = await wiring.api(asked(apiPath), c, preview);
          if (!res.ok) return { apiPath, keyed: true, answer: null };
          if (browserReads) return { apiPath, keyed: false, text: await res.text() };
          const answer = (await res.json()) as unknown;
          return { apiPath, keyed: true, answer: part ? part(answer) : answer };
        }),
      );
      // A page drawn from the same inputs is the same page: a campaign's burst is drawn once.
      const key =
        preview || options.form
          ? null
          : RenderCache.key(
              url,
              wiring.contentKey(),
              answers.filter((read) => read.keyed),
            );
      const kept = key && renders.get(key);
      if (kept) return kept;
      const { page, html, queries } = await renderPage(
        url,
        async (apiPath) => {
          const read = answers.find((candidate) => candidate.apiPath === apiPath);
          if (!read) return null;
          return 'text' in read ? (JSON.parse(read.text!) as unknown) : read.answer;
        },
        options,
      );
      const state = pageDataTags([{ id: 'query-state', type: 'application/json', value: queries }]);
      const head = await wiring.head(page, view);
      const document = built.shell
        .replace(PAGE_HEAD_MARKER, () => head)
        .replace(PAGE_STYLES_MARKER, () => pageStylesTag(built.styles, html))
        .replace('</head>', () => `${state}\n  </head>`)
        .replace(
          ROOT,
          () => `<div id="root" data-path="${escapeAttribute(url.pathname)}">${html}</div>`,
        );
      const bytes = new TextEncoder().encode(document);
      const drawnPage = { missing: isMissing(page), bytes, tag: pageTag(bytes) };
      if (key) renders.set(key, drawnPage);
      return drawnPage;
    });
    if ('moved' in drawn) return c.redirect(drawn.moved, 301);
    // A preview is the staff member's alone, and never for search engines.
    c.header('Cache-Control', preview ? 'private, no-store' : 'no-cache');
    if (preview) c.header('X-Robots-Tag', 'noindex');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('ETag', drawn.tag);
    return c.body(drawn.bytes, status ?? (drawn.missing ? 404 : 200));
  };
  const sendPage = async (c: Context<AppEnv>, next: Next) => (await send(c)) ?? next();
  app.get('/', sendPage);
  app.get('/index.html', (c) => c.redirect('/', 301));
  const files = builtFiles(clientDir, (file) =>
    HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  // Only a name with an extension can be a file: a page's address is never looked for on disk.
  app.use('/*', (c, next) => (/\.[^/]*$/.test(c.req.path) ? files(c, next) : next()));
  app.get('/*', (c, next) => (FILES.test(c.req.path) ? next() : sendPage(c, next)));
  return { routes: app, send };
}
