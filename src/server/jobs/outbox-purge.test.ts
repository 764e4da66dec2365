import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { bookingCancelledMessage } from '../mail/messages.tsx';
import { emlPath } from '../mail/transport.ts';
import { claimDue, enqueue, markNotSent, markSent } from '../repositories/outbox.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { sampleBooking, sampleSettings } from '../testing/mail-samples.ts';
import { outboxPurge } from './outbox-purge.ts';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
const message = await bookingCancelledMessage(sampleBooking, sampleSettings);

describe.each(testEngines)('the outbox purge on $name', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let dir: string;

  beforeEach(async () => {
    database = await engine.open();
    db = database.db;
    await migrateToLatest(db);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-mail-'));
  });
  afterEach(async () => {
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A message written and handled at `when`: sent, or failed for good. */
  async function handled(when: string, outcome: 'sent' | 'failed') {
    await enqueue(db, message, at(when));
    const [row] = await claimDue(db, {
      token: when,
      now: at(when),
      leaseUntil: new Date(Date.parse(when) + 60_000),
      limit: 1,
    });
    if (outcome === 'failed') return markNotSent(db, row!, '550 mailbox unavailable', null);
    await markSent(db, row!, at(when));
    // The copy the file transport keeps without SMTP.
    fs.writeFileSync(emlPath(dir, row!), 'Subject: …');
  }

  const files = () => fs.readdirSync(dir).map((name) => name.slice(0, 19));

  it('deletes messages sent more than 30 days ago and their .eml copies, and only those', async () => {
    await handled('2027-01-01T09:00:00.000Z', 'sent');
    await handled('2027-01-20T09:00:00.000Z', 'sent');
    await handled('2027-01-01T10:00:00.000Z', 'failed');
    await enqueue(db, message, at('2027-01-01T11:00:00.000Z')); // still pending

    const purge = outboxPurge(db, { ...sampleSettings.mail, smtpUrl: null, dir });
    const now = new Date(Date.parse('2027-01-01T09:00:00.000Z') + 30 * DAY + 1);
    expect(await purge.run(now)).toBe(1);
    const left = await db
      .selectFrom('outbox_messages')
      .select(['state', 'created_at'])
      .orderBy('created_at')
      .execute();
    expect(left).toEqual([
      { state: 'failed', created_at: '2027-01-01T10:00:00.000Z' },
      { state: 'pending', created_at: '2027-01-01T11:00:00.000Z' },
      { state: 'sent', created_at: '2027-01-20T09:00:00.000Z' },
    ]);
    expect(files()).toEqual(['2027-01-20T09-00-00']);
    expect(await purge.run(now)).toBe(0);
  });
});
