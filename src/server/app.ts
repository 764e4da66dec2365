import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ApiErrorBody } from '#domain/api-error.ts';
import { lowestPricesOnSale } from './catalogue/availability.ts';
import { TripViewers } from './catalogue/viewers.ts';
import type { BuiltCatalogue } from './catalogue/build.ts';
import type { AppDeps, AppEnv, AppRuntime } from './context.ts';
import { isDatabaseUnavailable, outageCause } from './db/connect.ts';
import { isStoreUnavailable, storeUnavailableMessage } from './files/store-unavailable.ts';
import { HttpError } from './http-error.ts';
import { compressAnswers } from './http/compression.ts';
import { withoutCodes } from './logger.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { agencyRoutes } from './routes/agency.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { chatClickRoutes } from './routes/chat-clicks.ts';
import { contactFormRoutes } from './routes/contact-form.ts';
import { contactRequestRoutes } from './routes/contact-requests.ts';
import { departureRoutes } from './routes/departures.ts';
import { healthRoutes } from './routes/health.ts';
import { myBookingRoutes } from './routes/my-booking.ts';
import { documentsRoutes } from './routes/documents.ts';
import { passportVerificationRoutes } from './routes/passport-verification.ts';
import { previewRoutes } from './routes/previews.ts';
import { siteFileRoutes } from './routes/site-files.ts';
import { tripPhotoFileRoutes } from './routes/trip-photo-files.ts';
import { staffRoutes } from './routes/staff/index.ts';
import { staffSessionRoutes } from './routes/staff-session.ts';
import { visitorRoutes } from './routes/visitor.ts';
import { waitlistRoutes } from './routes/waitlist.ts';
import { apiBodyLimit } from './security/body-limit.ts';
import { inlineScriptHashes, securityHeaders } from './security/headers.ts';
import { sameOriginWrites } from './security/same-origin.ts';
import { pageData } from './page-data.ts';
import { teamFacts } from '#content/team.ts';
import { pageRoutes, pageTemplate, type CatalogueView } from './pages.ts';
import { pageHead } from './page-head.ts';
import { todayInRome } from '#domain/calendar.ts';
import { PREVIEW_PARAM } from '#domain/site-paths.ts';
import { currentStaff } from './security/staff-auth.ts';
import { staffSecondFactorRoutes } from './routes/staff/second-factor.ts';

/** Marks the API requests a page makes of its own server while it is drawn. */
const PAGE_READ = Symbol('page read');

/** The API the browser calls; its type feeds the typed client (hono/client). */
const api = new Hono<AppEnv>()
  .route('/', catalogueRoutes)
  .route('/', agencyRoutes)
  .route('/', departureRoutes)
  .route('/', waitlistRoutes)
  .route('/contact-requests', contactRequestRoutes)
  .route('/bookings', bookingRoutes)
  .route('/chat-clicks', chatClickRoutes)
  .route('/visitor', visitorRoutes)
  .route('/documents', documentsRoutes)
  .route('/my-booking', myBookingRoutes)
  .route('/passport-verification', passportVerificationRoutes)
  .route('/staff/session', staffSessionRoutes)
  // Before the back office's guard: a member still adding a required factor reaches it too.
  .route('/staff/second-factor', staffSecondFactorRoutes)
  .route('/staff', staffRoutes);

export type ApiRoutes = typeof api;

function errorBody(code: ApiErrorBody['error']['code'], message: string): ApiErrorBody {
  return { error: { code, message } };
}

/**
 * A body refused before it was read is left on the connection, which Node then closes: the
 * answer says so (`Connection: close`), or an HTTP/1.1 client would send its next request on a
 * socket about to go. HTTP/2 has no such header (and needs none: its streams end alone).
 */
function saysItCloses(c: Context) {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming?.httpVersionMajor === 1) c.header('Connection', 'close');
}

export function createApp(input: AppDeps) {
  const deps: AppRuntime = {
    ...input,
    viewers: new TripViewers(),
  };
  const app = new Hono<AppEnv>();

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    // A page's own reads of the API are part of its request, logged once.
    if ((c.env as { [PAGE_READ]?: true } | undefined)?.[PAGE_READ]) return;
    deps.logger.info(
      {
        reqId: c.var.requestId,
        method: c.req.method,
        path: withoutCodes(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    securityHeaders({
      https: deps.config.https,
      pixel: deps.config.site.pixelId !== null,
      scriptHashes: inlineScriptHashes(pageTemplate(deps.config.clientDir) ?? ''),
    }),
  );
  // Pages and JSON answers of 1 KB or more travel compressed; the catalogue's and the built
  // files come precompressed.
  app.use(compressAnswers());
  // JSON bodies are small: a bigger one is refused before it is read (uploads have their own).
  app.use('/api/*', apiBodyLimit);
  // Back-office changes come from the site's own pages only (defence in depth for the cookie).
  app.use('/api/staff/*', sameOriginWrites);

  app.route('/', healthRoutes);
  app.route('/', siteFileRoutes);
  // The trips' "da" prices now, for the heads and link previews (the seats' read, kept a second).
  const lowestPrices = () =>
    lowestPricesOnSale(deps.db, todayInRome(deps.clock.now()), deps.catalogue.current());
  app.route('/', previewRoutes(deps.catalogue, deps.config.clientDir, deps.files, lowestPrices));
  app.route('/', tripPhotoFileRoutes);
  app.route('/api', api);
  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `Risorsa non trovata: ${c.req.method} ${c.req.path}`), 404),
  );
  // The head's lists (trips, JSON-LD) are drawn once per version of the catalogue.
  // Each version of the catalogue's heads, one per view: a preview's are its edits'.
  const heads = new WeakMap<BuiltCatalogue, Map<CatalogueView, ReturnType<typeof pageHead>>>();
  const headOf = (built: BuiltCatalogue, view: CatalogueView) => {
    const ofVersion = heads.get(built) ?? new Map();
    heads.set(built, ofVersion);
    let head = ofVersion.get(view);
    if (!head) {
      const { site, mail } = deps.config;
      const catalogue: BuiltCatalogue =
        view === 'visitors'
          ? built
          : view === 'drafts'
            ? { ...built, catalogue: built.withDrafts, details: built.draftDetails }
            : { ...built, catalogue: built.withPendingEdits, details: built.pendingDetails };
      head = pageHead({ site, siteUrl: mail.siteUrl, catalogue, team: teamFacts });
      ofVersion.set(view, head);
    }
    return head;
  };
  const pages = pageRoutes(
    deps.config.clientDir,
    {
      site: deps.config.site,
      siteUrl: deps.config.mail.siteUrl,
      catalogue: (view) => {
        const current = deps.catalogue.current();
        if (view === 'drafts') return current.withDrafts;
        return view === 'pending-edits' ? current.withPendingEdits : current.catalogue;
      },
      team: teamFacts,
      blocks: pageData(deps.config.site),
    },
    {
      // Only what says who is asking: the answer must come back plain, never a 304.
      api: (path, c, asStaff) => {
        const headers = new Headers({ 'user-agent': c.req.header('user-agent') ?? '' });
        const cookie = c.req.header('cookie');
        if (asStaff && cookie) headers.set('cookie', cookie);
        const forwarded = deps.config.clientIpHeader;
        const address = forwarded && c.req.header(forwarded);
        if (forwarded && address) headers.set(forwarded, address);
        const env = { ...(c.env as object), [PAGE_READ]: true };
        return Promise.resolve(app.request(path, { headers }, env));
      },
      head: async (page, view) =>
        headOf(deps.catalogue.current(), view)(page, await lowestPrices()),
      movedFrom: (id) => deps.catalogue.current().movedFrom(id),
      contentKey: () => `${deps.catalogue.current().version} ${todayInRome(deps.clock.now())}`,
      viewOf: async (c, tripId) => {
        const asksPending = c.req.query(PREVIEW_PARAM) !== undefined;
        const draft = tripId !== undefined && deps.catalogue.current().draftDetails.has(tripId);
        if (!(asksPending || draft) || (await currentStaff(c)) === null) return 'visitors';
        return asksPending ? 'pending-edits' : 'drafts';
      },
    },
  );
  // The contact form sent without JavaScript is answered with the contact page itself.
  app.route('/', contactFormRoutes(pages.send));
  app.route('/', pages.routes);

  app.notFound((c) =>
    c.json(errorBody('not_found', `Risorsa non trovata: ${c.req.method} ${c.req.path}`), 404),
  );

  app.onError((error, c) => {
    if ((error instanceof HttpError || error instanceof HTTPException) && error.status === 413)
      saysItCloses(c);
    if (error instanceof HttpError) {
      if (error.status >= 500) {
        deps.logger.error({ err: error.cause ?? error, reqId: c.var.requestId }, error.message);
      }
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException) {
      if (error.status === 400 && /JSON/i.test(error.message)) {
        return c.json(
          errorBody('bad_request', 'Il corpo della richiesta non è un JSON valido.'),
          400,
        );
      }
      if (error.status === 413) {
        return c.json(
          errorBody('payload_too_large', 'Il file o i dati inviati sono troppo grandi.'),
          413,
        );
      }
      return c.json(
        errorBody('bad_request', error.message || 'Richiesta non valida.'),
        error.status,
      );
    }
    // The file store is out (the bucket silent or failing, the disk full): the same.
    if (isStoreUnavailable(error)) {
      deps.logger.warn(
        { reqId: c.var.requestId, cause: (error as Error).message },
        'file store unavailable',
      );
      c.header('Retry-After', '60');
      return c.json(errorBody('unavailable', storeUnavailableMessage), 503);
    }
    // The database cannot be reached (stopped, restarting, network cut, pool exhausted): a
    // passing state the visitor can wait out, not a bug. The next request tries again.
    if (isDatabaseUnavailable(error)) {
      // Its cause, not its stack: an outage is no bug to trace.
      deps.logger.warn(
        { reqId: c.var.requestId, cause: outageCause(error) },
        'database unavailable',
      );
      c.header('Retry-After', '30');
      return c.json(
        errorBody(
          'unavailable',
          'Il servizio non è al momento disponibile: riprova tra qualche minuto.',
        ),
        503,
      );
    }
    deps.logger.error({ err: error, reqId: c.var.requestId }, 'unhandled error');
    return c.json(
      errorBody('internal_error', 'Si è verificato un errore imprevisto. Riprova più tardi.'),
      500,
    );
  });

  return app;
}
