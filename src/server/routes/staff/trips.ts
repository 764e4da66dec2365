import { checkTripPhotosStored } from '../../files/trip-photo.ts';
import { Hono } from 'hono';
import { todayInRome } from '#domain/calendar.ts';
import {
  packageIdParam,
  newPackageSchema,
  packageInputSchema,
  repriceInputSchema,
  tripInputSchema,
  tripDuplicateSchema,
  tripKeyParam,
  tripOrderSchema,
  tripRestoreSchema,
  tripStateSchema,
  tripVersionSchema,
} from '#domain/trip-input.ts';
import type { AppEnv } from '../../context.ts';
import * as edits from '../../repositories/catalogue-edits.ts';
import { reprice } from '../../repositories/departures.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { validate } from '../../validation.ts';

type Env = AppEnv & StaffEnv;

/**
 * The back office's "Viaggi": staff edit the catalogue. After each save this process reloads it
 * at once; the others within a second (decision 035).
 */
export const staffTripsRoutes = new Hono<Env>()
  .use('*', async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  })
  .get('/', async (c) => {
    const { db, clock } = c.var.deps;
    return c.json({ items: await edits.staffTrips(db, todayInRome(clock.now())) });
  })
  .post('/', validate('json', tripInputSchema), async (c) => {
    const { db, catalogue, clock, files } = c.var.deps;
    await checkTripPhotosStored(files, c.req.valid('json'));
    const trip = await edits.createTrip(db, c.req.valid('json'), saver(c));
    await catalogue.refresh();
    return c.json(await edits.staffTrip(db, trip.key, clock.now()), 201);
  })
  .put('/order', validate('json', tripOrderSchema), async (c) => {
    const { db, catalogue, clock } = c.var.deps;
    await edits.orderTrips(db, c.req.valid('json').keys, saver(c));
    await catalogue.refresh();
    return c.json({ items: await edits.staffTrips(db, todayInRome(clock.now())) });
  })
  .get('/:key', validate('param', tripKeyParam), async (c) => {
    const { db, clock } = c.var.deps;
    return c.json(await edits.staffTrip(db, c.req.valid('param').key, clock.now()));
  })
  .put('/:key', validate('param', tripKeyParam), validate('json', tripInputSchema), async (c) => {
    const { db, catalogue, clock } = c.var.deps;
    const { key } = c.req.valid('param');
    await checkTripPhotosStored(c.var.deps.files, c.req.valid('json'));
    await edits.saveTrip(db, key, c.req.valid('json'), saver(c));
    await catalogue.refresh();
    return c.json(await edits.staffTrip(db, key, clock.now()));
  })
  .put(
    '/:key/pending',
    validate('param', tripKeyParam),
    validate('json', tripInputSchema),
    async (c) => {
      const { db, catalogue, clock, files } = c.var.deps;
      const { key } = c.req.valid('param');
      await checkTripPhotosStored(files, c.req.valid('json'));
      await edits.savePendingEdits(db, key, c.req.valid('json'), saver(c));
      await catalogue.refresh();
      return c.json(await edits.staffTrip(db, key, clock.now()));
    },
  )
  .post(
    '/:key/pending/publish',
    validate('param', tripKeyParam),
    validate('json', tripVersionSchema),
    async (c) => {
      const { db, catalogue, clock } = c.var.deps;
      const { key } = c.req.valid('param');
      await edits.publishPendingEdits(db, key, c.req.valid('json'), saver(c));
      await catalogue.refresh();
      return c.json(await edits.staffTrip(db, key, clock.now()));
    },
  )
  .post(
    '/:key/pending/discard',
    validate('param', tripKeyParam),
    validate('json', tripVersionSchema),
    async (c) => {
      const { db, catalogue, clock } = c.var.deps;
      const { key } = c.req.valid('param');
      await edits.discardPendingEdits(db, key, c.req.valid('json'), saver(c));
      await catalogue.refresh();
      return c.json(await edits.staffTrip(db, key, clock.now()));
    },
  )
  .post(
    '/:key/state',
    validate('param', tripKeyParam),
    validate('json', tripStateSchema),
    async (c) => {
      const { db, catalogue, clock } = c.var.deps;
      const { key } = c.req.valid('param');
      await edits.setTripState(db, key, c.req.valid('json'), saver(c));
      await catalogue.refresh();
      return c.json(await edits.staffTrip(db, key, clock.now()));
    },
  )
  .post(
    '/:key/restore',
    validate('param', tripKeyParam),
    validate('json', tripRestoreSchema),
    async (c) => {
      const { db, catalogue, clock } = c.var.deps;
      const { key } = c.req.valid('param');
      await edits.restoreTrip(db, key, c.req.valid('json'), saver(c));
      await catalogue.refresh();
      return c.json(await edits.staffTrip(db, key, clock.now()));
    },
  )
  .post(
    '/:key/duplicate',
    validate('param', tripKeyParam),
    validate('json', tripDuplicateSchema),
    async (c) => {
      const { db, catalogue, clock } = c.var.deps;
      const { key } = c.req.valid('param');
      const copy = await edits.duplicateTrip(db, key, c.req.valid('json').slug, saver(c));
      await catalogue.refresh();
      return c.json(await edits.staffTrip(db, copy.key, clock.now()), 201);
    },
  )
  .post(
    '/:key/reprice',
    validate('param', tripKeyParam),
    validate('json', repriceInputSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const { key } = c.req.valid('param');
      const input = c.req.valid('json');
      const departures = await reprice(db, key, input, { staff: c.var.staff, now: clock.now() });
      return c.json({ applied: input.apply, departures });
    },
  )
  .delete('/:key', validate('param', tripKeyParam), async (c) => {
    const { db, catalogue } = c.var.deps;
    await edits.deleteTrip(db, c.req.valid('param').key, saver(c));
    await catalogue.refresh();
    return c.body(null, 204);
  });

export const staffPackagesRoutes = new Hono<Env>()
  .use('*', async (c, next) => {
    c.header('Cache-Control', 'private, no-store');
    await next();
  })
  .get('/', async (c) => c.json({ items: await edits.staffPackages(c.var.deps.db) }))
  .post('/', validate('json', newPackageSchema), async (c) => {
    const { db, catalogue, files } = c.var.deps;
    const input = c.req.valid('json');
    await checkTripPhotosStored(files, { cover: input.cover, gallery: [] });
    const added = await edits.addPackage(db, input, saver(c));
    await catalogue.refresh();
    return c.json(added, 201);
  })
  .delete('/:id', validate('param', packageIdParam), async (c) => {
    const { db, catalogue } = c.var.deps;
    await edits.deletePackage(db, c.req.valid('param').id, saver(c));
    await catalogue.refresh();
    return c.body(null, 204);
  })
  .put(
    '/:id',
    validate('param', packageIdParam),
    validate('json', packageInputSchema),
    async (c) => {
      const { db, catalogue, files } = c.var.deps;
      await checkTripPhotosStored(files, { cover: c.req.valid('json').cover, gallery: [] });
      const saved = await edits.savePackage(
        db,
        c.req.valid('param').id,
        c.req.valid('json'),
        saver(c),
      );
      await catalogue.refresh();
      return c.json(saved);
    },
  );

function saver(c: { var: Env['Variables'] }) {
  return { staff: c.var.staff, now: c.var.deps.clock.now() };
}
