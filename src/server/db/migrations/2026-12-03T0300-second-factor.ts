import { sql, type Kysely } from 'kysely';

/*
 * A second factor for the staff (issue 31, item 2): passkeys (WebAuthn credentials, only their
 * public key kept), an authenticator app's TOTP secret, single-use recovery codes (their keyed
 * hash), the WebAuthn challenges a ceremony consumes once, and the owner's choice to require a
 * second factor of everyone. A session says which second factor it was opened with, or which
 * step it still waits for ("verify" a factor the member has, "enrol" one the owner requires).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'text', (c) =>
      c.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'integer', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_passkeys_by_member')
    .on('staff_passkeys')
    .column('staff_user_id')
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'text', (c) =>
      c.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_by_member')
    .on('staff_recovery_codes')
    .column('staff_user_id')
    .execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('registration', 'authentication')`),
    )
    .addColumn('staff_user_id', 'text', (c) => c.references('staff_users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  // The secret being set up waits in totp_pending until a first code proves the app has it.
  for (const column of ['totp_secret', 'totp_pending']) {
    await db.schema.alterTable('staff_users').addColumn(column, 'text').execute();
  }
  // The last time step a code was accepted for: the same code is not taken twice.
  await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .alterTable('staff_sessions')
    .addColumn('second_factor', 'text', (c) =>
      c.check(sql`second_factor in ('passkey', 'totp', 'recovery_code')`),
    )
    .execute();
  await db.schema
    .alterTable('staff_sessions')
    .addColumn('second_factor_due', 'text', (c) =>
      c.check(sql`second_factor_due in ('verify', 'enrol')`),
    )
    .execute();

  await db.schema
    .alterTable('agency_settings')
    .addColumn('second_factor_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agency_settings').dropColumn('second_factor_required').execute();
  for (const column of ['second_factor_due', 'second_factor']) {
    await db.schema.alterTable('staff_sessions').dropColumn(column).execute();
  }
  for (const column of ['totp_last_step', 'totp_pending', 'totp_secret']) {
    await db.schema.alterTable('staff_users').dropColumn(column).execute();
  }
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_passkeys').execute();
}
