import { Migrator, NO_MIGRATIONS, type Migration, type MigrationResultSet } from 'kysely';
import { currentSchema } from './connect.ts';
import type { Db } from './database.ts';
import * as initialSchema from './migrations/2026-11-22T0900-initial-schema.ts';
import * as rateLimits from './migrations/2026-11-23T0300-rate-limits.ts';
import * as rateLimitsByWindow from './migrations/2026-11-23T0700-rate-limits-by-window.ts';
import * as serverSecrets from './migrations/2026-11-25T0900-server-secrets.ts';
import * as passportLinkExpiry from './migrations/2026-11-25T1000-passport-link-expiry.ts';
import * as unpaidSeatCaps from './migrations/2026-11-25T1100-unpaid-seat-caps.ts';
import * as outboxMessages from './migrations/2026-11-25T1400-outbox-messages.ts';
import * as bookingPageLinks from './migrations/2026-11-25T1500-booking-page-links.ts';
import * as bookingLifecycle from './migrations/2026-11-25T1600-booking-lifecycle.ts';
import * as waitlistChanges from './migrations/2026-11-27T0930-waitlist-changes.ts';
import * as paymentPlan from './migrations/2026-11-27T1900-payment-plan.ts';
import * as outboxPrivateLinks from './migrations/2026-11-27T2000-outbox-private-links.ts';
import * as bookingIdempotencyKeys from './migrations/2026-11-27T2100-booking-idempotency-keys.ts';
import * as catalogue from './migrations/2026-11-27T2300-catalogue.ts';
import * as honestPricesAndRatings from './migrations/2026-11-29T0500-honest-prices-and-ratings.ts';
import * as agencySettings from './migrations/2026-11-29T0600-agency-settings.ts';
import * as areas from './migrations/2026-11-29T0900-areas.ts';
import * as pendingTripEdits from './migrations/2026-11-29T1200-pending-trip-edits.ts';
import * as tripsOnHome from './migrations/2026-11-29T1300-trips-on-home.ts';
import * as packagePhotos from './migrations/2026-11-29T1600-package-photos.ts';
import * as bookingHistory from './migrations/2026-11-29T2200-booking-history.ts';
import * as departureFate from './migrations/2026-11-29T2300-departure-fate.ts';
import * as departureMessages from './migrations/2026-11-29T2330-departure-messages.ts';
import * as minGroupSetting from './migrations/2026-12-02T0000-min-group-setting.ts';
import * as documentReview from './migrations/2026-12-02T0100-document-review.ts';
import * as bookingPayments from './migrations/2026-12-02T0200-booking-payments.ts';
import * as bookingSearch from './migrations/2026-12-02T0300-booking-search.ts';
import * as staffTeam from './migrations/2026-12-03T0000-staff-team.ts';
import * as auditTrail from './migrations/2026-12-03T0100-audit-trail.ts';
import * as enquiryHandling from './migrations/2026-12-03T0200-enquiry-handling.ts';
import * as secondFactor from './migrations/2026-12-03T0300-second-factor.ts';

/** Listed here rather than read from disk, so the bundled server carries them. Names sort by time. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0900-initial-schema': initialSchema,
  '2026-11-23T0300-rate-limits': rateLimits,
  '2026-11-23T0700-rate-limits-by-window': rateLimitsByWindow,
  '2026-11-25T0900-server-secrets': serverSecrets,
  '2026-11-25T1000-passport-link-expiry': passportLinkExpiry,
  '2026-11-25T1100-unpaid-seat-caps': unpaidSeatCaps,
  '2026-11-25T1400-outbox-messages': outboxMessages,
  '2026-11-25T1500-booking-page-links': bookingPageLinks,
  '2026-11-25T1600-booking-lifecycle': bookingLifecycle,
  '2026-11-27T0930-waitlist-changes': waitlistChanges,
  '2026-11-27T1900-payment-plan': paymentPlan,
  '2026-11-27T2000-outbox-private-links': outboxPrivateLinks,
  '2026-11-27T2100-booking-idempotency-keys': bookingIdempotencyKeys,
  '2026-11-27T2300-catalogue': catalogue,
  '2026-11-29T0500-honest-prices-and-ratings': honestPricesAndRatings,
  '2026-11-29T0600-agency-settings': agencySettings,
  '2026-11-29T0900-areas': areas,
  '2026-11-29T1200-pending-trip-edits': pendingTripEdits,
  '2026-11-29T1300-trips-on-home': tripsOnHome,
  '2026-11-29T1600-package-photos': packagePhotos,
  '2026-11-29T2200-booking-history': bookingHistory,
  '2026-11-29T2300-departure-fate': departureFate,
  '2026-11-29T2330-departure-messages': departureMessages,
  '2026-12-02T0000-min-group-setting': minGroupSetting,
  '2026-12-02T0100-document-review': documentReview,
  '2026-12-02T0200-booking-payments': bookingPayments,
  '2026-12-02T0300-booking-search': bookingSearch,
  '2026-12-03T0000-staff-team': staffTeam,
  '2026-12-03T0100-audit-trail': auditTrail,
  '2026-12-03T0200-enquiry-handling': enquiryHandling,
  '2026-12-03T0300-second-factor': secondFactor,
};

/**
 * Kysely looks for its bookkeeping tables in every schema it can see: on PostgreSQL it is told
 * the one in use, so two schemas of one database (parallel test runs) never take each other's.
 */
async function migrator(db: Db): Promise<Migrator> {
  const schema = await currentSchema(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((r) => `${r.migrationName}: ${r.direction} ${r.status}`);
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  return unwrap(await (await migrator(db)).migrateToLatest());
}

/** Undoes every migration; used by the migration tests and by a full reset. */
export async function migrateDownToZero(db: Db): Promise<string[]> {
  return unwrap(await (await migrator(db)).migrateTo(NO_MIGRATIONS));
}
