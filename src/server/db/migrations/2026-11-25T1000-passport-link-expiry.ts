import type { Kysely } from 'kysely';

/** What links made before expiry existed get: the default validity, counted from their making. */
const DEFAULT_DAYS = 7;
const DAY_MS = 86_400_000;

/*
 * Verification links expire. The column starts as '' (before any date, so already expired)
 * only to be NOT NULL on SQLite, which adds no such column without a default; every link
 * is then given its own date, and every new one is written with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const links = db as unknown as Kysely<{
    passport_verification_links: { id: string; created_at: string; expires_at: string };
  }>;
  await links.schema
    .alterTable('passport_verification_links')
    .addColumn('expires_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await links
    .selectFrom('passport_verification_links')
    .select(['id', 'created_at'])
    .execute();
  // In code rather than in SQL: the two engines add days to a text date differently.
  for (const { id, created_at } of rows) {
    const made = Date.parse(created_at);
    if (Number.isNaN(made)) continue; // an unreadable date stays expired
    const expiresAt = new Date(made + DEFAULT_DAYS * DAY_MS).toISOString();
    await links
      .updateTable('passport_verification_links')
      .set({ expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('passport_verification_links').dropColumn('expires_at').execute();
}
