import { sql, type Kysely } from 'kysely';

/*
 * The staff team from the back office (issue 31, item 1): each account has a role, "titolare"
 * (the owner: the team and the agency's settings) or "staff", and can be disabled (its history
 * stays). The accounts there are were made with `npm run staff:create` or STAFF_EMAIL, which make
 * owners: they become owners. Invitations and password resets are single-use links e-mailed
 * through the outbox, only the keyed hash of their token kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('titolare')
        .check(sql`role in ('titolare', 'staff')`),
    )
    .execute();
  for (const column of ['disabled_at', 'disabled_by']) {
    await db.schema.alterTable('staff_users').addColumn(column, 'text').execute();
  }
  // Which browser a session is, for the list of one's own sessions.
  await db.schema.alterTable('staff_sessions').addColumn('user_agent', 'text').execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('titolare', 'staff')`))
    .addColumn('invited_by', 'text', (c) => c.notNull().references('staff_users.id'))
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('staff_user_id', 'text', (c) => c.references('staff_users.id'))
    .execute();
  await db.schema
    .createIndex('staff_invitations_email')
    .on('staff_invitations')
    .column('email')
    .execute();

  await db.schema
    .createTable('staff_password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'text', (c) =>
      c.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_password_resets_user')
    .on('staff_password_resets')
    .column('staff_user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_password_resets').execute();
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.alterTable('staff_sessions').dropColumn('user_agent').execute();
  for (const column of ['disabled_by', 'disabled_at', 'role']) {
    await db.schema.alterTable('staff_users').dropColumn(column).execute();
  }
}
