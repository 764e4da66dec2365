import { sql, type Kysely } from 'kysely';
import { bookingStatuses, paymentStatuses } from '#domain/booking-status.ts';
import { GROUP_SIZE } from '#domain/departures.ts';

/** `status in ('inquiry', …)` from the domain's list. */
const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/*
 * The spec's tables plus the staff accounts. Portable SQL only: text ids (server-made
 * UUIDs or readable keys), ISO strings for dates and times, integers for euro amounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('travel_dates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('destination_id', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('spots_available', 'integer', (c) => c.notNull())
    .addColumn('total_spots', 'integer', (c) => c.notNull().defaultTo(GROUP_SIZE))
    .addColumn('coordinator1', 'text', (c) => c.notNull())
    .addColumn('coordinator2', 'text', (c) => c.notNull())
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addCheckConstraint(
      'travel_dates_seats',
      sql`spots_available >= 0 and spots_available <= total_spots`,
    )
    .execute();
  await db.schema
    .createIndex('travel_dates_destination_start')
    .on('travel_dates')
    .columns(['destination_id', 'start_date'])
    .execute();

  await db.schema
    .createTable('whatsapp_clicks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('referrer', 'text')
    .execute();
  await db.schema
    .createIndex('whatsapp_clicks_timestamp')
    .on('whatsapp_clicks')
    .column('timestamp')
    .execute();

  await db.schema
    .createTable('contact_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('destination_id', 'text')
    .addColumn('travel_date', 'text')
    .addColumn('airport', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_requests_created')
    .on('contact_requests')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('travel_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('travelers', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', bookingStatuses)))
    .addColumn('destination_id', 'text')
    .addColumn('destination_title', 'text', (c) => c.notNull())
    .addColumn('travel_date_id', 'text', (c) => c.references('travel_dates.id'))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('trip_days', 'integer')
    .addColumn('nights', 'integer')
    .addColumn('airport', 'text', (c) => c.notNull().defaultTo('Non specificato'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('deposit_amount', 'integer', (c) => c.notNull())
    .addColumn('payment_reference', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) =>
      c.notNull().check(oneOf('payment_status', paymentStatuses)),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createIndex('travel_bookings_email_created')
    .on('travel_bookings')
    .columns(['contact_email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('travel_bookings_created')
    .on('travel_bookings')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('travel_bookings_departure')
    .on('travel_bookings')
    .column('travel_date_id')
    .execute();

  await db.schema
    .createTable('document_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'text', (c) => c.references('travel_bookings.id'))
    .addColumn('document_type', 'text', (c) =>
      c.notNull().check(sql`document_type in ('passport', 'selfie')`),
    )
    .addColumn('file_path', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_uploads_booking')
    .on('document_uploads')
    .column('booking_id')
    .execute();
  await db.schema
    .createIndex('document_uploads_created')
    .on('document_uploads')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('passport_verification_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('verification_url', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('booking_reference', 'text')
    .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passport_verification_links_created')
    .on('passport_verification_links')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'text', (c) =>
      c.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_user')
    .on('staff_sessions')
    .column('staff_user_id')
    .execute();
  await db.schema
    .createIndex('staff_sessions_expires')
    .on('staff_sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'staff_sessions',
    'staff_users',
    'passport_verification_links',
    'document_uploads',
    'travel_bookings',
    'contact_requests',
    'whatsapp_clicks',
    'travel_dates',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
