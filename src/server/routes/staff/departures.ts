import { Hono, type Context } from 'hono';
import {
  departureCancellationSchema,
  departureChangesSchema,
  departureMessageSchema,
  departureIdParam,
  newDepartureSchema,
  staffDeparturesQuery,
} from '#domain/backoffice-input.ts';
import {
  explainSeats,
  type StaffDepartureManifest,
  type StaffDepartureRow,
} from '#domain/backoffice.ts';
import { departureOutlook, OUTLOOK_DAYS } from '#domain/departure-fate.ts';
import { addDays, todayInRome } from '#domain/calendar.ts';
import { manifestCsv, manifestFileName } from '#domain/departure-manifest.ts';
import type { TripRecord } from '#domain/catalogue.ts';
import type { CatalogueStore } from '../../catalogue/store.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import type { StaffEnv } from '../../security/staff-auth.ts';
import { HttpError } from '../../http-error.ts';
import { manifestPdf } from '../../exports/manifest-pdf.ts';
import { manifestXlsx } from '../../exports/manifest-xlsx.ts';
import * as bookings from '../../repositories/bookings.ts';
import * as departures from '../../repositories/departures.ts';
import { departureRecord, recordAudit } from '../../repositories/audit.ts';
import { departureMessages, sendDepartureMessage } from '../../repositories/departure-messages.ts';
import {
  cancelDeparture,
  confirmDeparture,
  departureRefunds,
} from '../../repositories/departure-fate.ts';
import { invalidFields, validate } from '../../validation.ts';

/** Any trip the agency keeps, drafts too: staff plan departures before a trip is published. */
function tripOf(catalogue: CatalogueStore, id: string): TripRecord {
  const trip = catalogue.current().records.find((record) => record.id === id);
  if (!trip) throw invalidFields({ destinationId: 'Destinazione non valida.' });
  return trip;
}

/** Who travels on a departure, and its seats explained by its bookings. */
async function manifestOf({ db, clock }: AppDeps, id: string): Promise<StaffDepartureManifest> {
  const departure = await departures.staffDepartureById(db, id);
  const travellers = await bookings.departureTravellers(db, departure, clock.now());
  const refunds = departure.cancelled ? await departureRefunds(db, id) : [];
  const messages = await departureMessages(db, id);
  return { departure, seats: explainSeats(departure, travellers), travellers, refunds, messages };
}

/**
 * A passenger list about to be downloaded: passport data leaves the site, so who took it is kept
 * in the audit trail.
 */
async function passengerList(c: Context<AppEnv & StaffEnv>, format: string) {
  const { db, clock } = c.var.deps;
  const manifest = await manifestOf(c.var.deps, c.req.param('id')!);
  await recordAudit(
    db,
    { staff: c.var.staff, now: clock.now() },
    'passenger_list_downloaded',
    await departureRecord(db, manifest.departure.id),
    { after: { Formato: format.toUpperCase(), Viaggiatori: manifest.travellers.length } },
  );
  return manifest;
}

const downloadHeaders = (manifest: StaffDepartureManifest, extension: string) => ({
  'Content-Disposition': `attachment; filename="${manifestFileName(manifest, extension)}"`,
  'Cache-Control': 'private, no-store',
});

export const staffDeparturesRoutes = new Hono<AppEnv & StaffEnv>()
  // A departure's own page.
  .get('/:id', validate('param', departureIdParam), async (c) => {
    const manifest = await manifestOf(c.var.deps, c.req.valid('param').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(manifest);
  })
  // "Conferma partenza": its travellers are told the trip goes ahead.
  .post('/:id/confirm', validate('param', departureIdParam), async (c) => {
    const { db, clock, config } = c.var.deps;
    await confirmDeparture(db, {
      departureId: c.req.valid('param').id,
      staff: c.var.staff,
      now: clock.now(),
      mail: config,
    });
    return c.json(await manifestOf(c.var.deps, c.req.valid('param').id));
  })
  // "Annulla partenza": every booking cancelled, seats back, travellers and waitlist told.
  .post(
    '/:id/cancel',
    validate('param', departureIdParam),
    validate('json', departureCancellationSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      await cancelDeparture(db, {
        departureId: c.req.valid('param').id,
        reason: c.req.valid('json').reason,
        staff: c.var.staff,
        now: clock.now(),
        mail: config,
      });
      return c.json(await manifestOf(c.var.deps, c.req.valid('param').id));
    },
  )
  // A message to its travellers, or to those missing documents or the balance.
  .post(
    '/:id/messages',
    validate('param', departureIdParam),
    validate('json', departureMessageSchema),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const { id } = c.req.valid('param');
      await sendDepartureMessage(db, {
        departureId: id,
        message: c.req.valid('json'),
        staff: c.var.staff,
        now: clock.now(),
        mail: config,
      });
      return c.json(await manifestOf(c.var.deps, id), 201);
    },
  )
  // The passenger list for Excel, as CSV or as a workbook.
  .get('/:id/passeggeri.csv', validate('param', departureIdParam), async (c) => {
    const manifest = await passengerList(c, 'csv');
    return c.body(manifestCsv(manifest), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      ...downloadHeaders(manifest, 'csv'),
    });
  })
  .get('/:id/passeggeri.xlsx', validate('param', departureIdParam), async (c) => {
    const manifest = await passengerList(c, 'xlsx');
    return c.body(await manifestXlsx(manifest), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ...downloadHeaders(manifest, 'xlsx'),
    });
  })
  // To print, or to send to a hotel that asks for one.
  .get('/:id/passeggeri.pdf', validate('param', departureIdParam), async (c) => {
    const manifest = await passengerList(c, 'pdf');
    return c.body(await manifestPdf(manifest, c.var.deps.config.site), 200, {
      'Content-Type': 'application/pdf',
      ...downloadHeaders(manifest, 'pdf'),
    });
  })
  .get('/', validate('query', staffDeparturesQuery), async (c) => {
    const { destinationId, page } = c.req.valid('query');
    const { db, clock, catalogue } = c.var.deps;
    const trip = destinationId === undefined ? undefined : tripOf(catalogue, destinationId);
    const now = clock.now();
    const today = todayInRome(now);
    const answer = await departures.upcomingDepartures(db, { page, tripKey: trip?.key, today });
    // The next OUTLOOK_DAYS: each departure's fate and the work left, without opening it.
    const soon = addDays(today, OUTLOOK_DAYS);
    const items: StaffDepartureRow[] = [];
    for (const departure of answer.items)
      items.push({
        ...departure,
        outlook:
          departure.startDate <= soon
            ? departureOutlook(departure, await bookings.departureTravellers(db, departure, now))
            : null,
      });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ ...answer, items });
  })
  .post('/', validate('json', newDepartureSchema), async (c) => {
    const input = c.req.valid('json');
    const { db, clock, catalogue } = c.var.deps;
    const trip = tripOf(catalogue, input.destinationId);
    const now = clock.now();
    if (input.startDate <= todayInRome(now)) {
      throw invalidFields({ startDate: 'La data di partenza deve essere nel futuro.' });
    }
    const departure = await departures.insertDeparture(
      db,
      trip.key,
      { ...input, destinationId: trip.id },
      { staff: c.var.staff, now },
    );
    if (!departure) {
      throw new HttpError(409, 'conflict', 'Questo viaggio ha già una partenza in questa data.');
    }
    return c.json(departure, 201);
  })
  .patch(
    '/:id',
    validate('param', departureIdParam),
    validate('json', departureChangesSchema),
    async (c) => {
      const { db, clock } = c.var.deps;
      const departure = await departures.set(db, c.req.valid('param').id, c.req.valid('json'), {
        staff: c.var.staff,
        now: clock.now(),
      });
      return c.json(departure);
    },
  );
