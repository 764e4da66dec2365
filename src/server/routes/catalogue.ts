import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { findDestination } from '#content/catalogue.ts';
import { todayInRome } from '#domain/calendar.ts';
import { loadAvailability } from '../catalogue/availability.ts';
import type { AppEnv } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { visitorKey } from '../security/client-address.ts';
import { validate } from '../validation.ts';

const destinationParam = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Identificativo di destinazione non valido.'),
});

/** Answers 304 when the browser already holds this version. */
function notModified(c: Context<AppEnv>, etag: string): boolean {
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  return c.req.header('if-none-match') === etag;
}

export const catalogueRoutes = new Hono<AppEnv>()
  .get('/catalogue', (c) => {
    const { catalogue, catalogueEtag } = c.var.deps.catalogue;
    if (notModified(c, catalogueEtag)) return c.body(null, 304);
    return c.json(catalogue);
  })
  .get('/catalogue/availability', async (c) => {
    const { db, clock, viewers, catalogue } = c.var.deps;
    const now = clock.now();
    const order = catalogue.catalogue.trips.map((trip) => trip.id);
    c.header('Cache-Control', 'no-store');
    return c.json(await loadAvailability(db, todayInRome(now), now, viewers, order));
  })
  .get('/destinations/:id', validate('param', destinationParam), (c) => {
    const { id } = c.req.valid('param');
    const { catalogue, viewers, clock } = c.var.deps;
    const found = catalogue.details.get(findDestination(id)?.id ?? '');
    if (!found) throw new HttpError(404, 'not_found', 'Destinazione non trovata');
    viewers.record(found.detail.id, visitorKey(c), clock.now());
    if (notModified(c, found.etag)) return c.body(null, 304);
    return c.json(found.detail);
  });
