import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, StaffEmailDetail, StaffEmailRow } from '#domain/backoffice.ts';
import { bookingCancelledMessage } from '../../mail/messages.tsx';
import { claimDue, enqueue, markNotSent, markSent } from '../../repositories/outbox.ts';
import { testEngines, type TestDatabase } from '../../testing/databases.ts';
import { sampleBooking, sampleSettings } from '../../testing/mail-samples.ts';
import { createTestApp, fixedClock } from '../../testing/test-app.ts';
import { signInStaff, staffRequest } from './staff-testing.ts';

const NOW = '2027-03-01T09:00:00.000Z';
const message = await bookingCancelledMessage(sampleBooking, sampleSettings);

describe.each(testEngines)('staff e-mails API on $name', (engine) => {
  let database: TestDatabase;
  let staff: ReturnType<typeof staffRequest>;
  let anonymous: ReturnType<typeof staffRequest>;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await engine.open();
    const { app } = await createTestApp(database.db, { clock });
    staff = staffRequest(app, await signInStaff(app, database.db));
    anonymous = staffRequest(app, null);
  });
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.deleteFrom('outbox_messages').execute();
  });
  afterAll(async () => database.drop());

  /** Writes `count` messages a minute apart, the last one newest; answers their ids, oldest first. */
  async function write(count: number) {
    for (let minute = 0; minute < count; minute++) {
      const at = new Date(Date.parse(NOW) - (count - minute) * 60_000);
      await enqueue(database.db, { ...message, subject: `Messaggio ${minute}` }, at);
    }
    const rows = await database.db
      .selectFrom('outbox_messages')
      .select('id')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => row.id);
  }

  /** A sender takes the message and the attempt ends as `outcome`. */
  async function attempt(outcome: 'sent' | 'failed' | 'held') {
    const [taken] = await claimDue(database.db, {
      token: 'sender',
      now: clock.now(),
      leaseUntil: new Date(Date.parse(NOW) + 5 * 60_000),
      limit: 1,
    });
    if (outcome === 'sent') await markSent(database.db, taken!, clock.now());
    if (outcome === 'failed') await markNotSent(database.db, taken!, '550 Mailbox unknown', null);
    return taken!;
  }

  it('lists the outbox newest first, 20 a page, of one state or all', async () => {
    const ids = await write(21);
    await attempt('failed');

    const res = await staff('GET', '/emails');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const first = (await res.json()) as Page<StaffEmailRow>;
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 21 });
    expect(first.items[0]).toEqual({
      id: ids[20],
      createdAt: new Date(Date.parse(NOW) - 60_000).toISOString(),
      kind: 'booking_cancelled',
      recipient: 'chiara.loiacono@example.it',
      subject: 'Messaggio 20',
      state: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: new Date(Date.parse(NOW) - 60_000).toISOString(),
      sentAt: null,
      bookingId: sampleBooking.id,
      sending: false,
    });
    const second = (await (await staff('GET', '/emails?page=2')).json()) as Page<StaffEmailRow>;
    expect(second.items.map((item) => item.subject)).toEqual(['Messaggio 0']);

    const failed = (await (
      await staff('GET', '/emails?state=failed')
    ).json()) as Page<StaffEmailRow>;
    expect(failed.total).toBe(1);
    expect(failed.items[0]).toMatchObject({
      subject: 'Messaggio 0',
      state: 'failed',
      attempts: 1,
      lastError: '550 Mailbox unknown',
    });

    const bad = await staff('GET', '/emails?state=lost');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ state: 'Stato del messaggio non valido.' });
  });

  it('shows a message as rendered, HTML and text', async () => {
    const [id] = await write(1);
    const res = await staff('GET', `/emails/${id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as StaffEmailDetail;
    expect(detail).toMatchObject({ id, subject: 'Messaggio 0', state: 'pending' });
    expect(detail.html).toContain('La tua prenotazione è stata annullata');
    expect(detail.text).toContain('La prenotazione per Maldive & Dubai è stata annullata'.slice(3));

    expect((await staff('GET', `/emails/${randomUUID()}`)).status).toBe(404);
    expect((await staff('GET', '/emails/nope')).status).toBe(400);
  });

  it('resends: a failed message is due again now, a sent one goes again as a new message', async () => {
    await write(1);
    const failed = await attempt('failed');
    clock.set('2027-03-01T10:00:00.000Z');
    const res = await staff('POST', `/emails/${failed.id}/resend`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: '2027-03-01T10:00:00.000Z',
      lastError: '550 Mailbox unknown',
    });
    const again = await database.db
      .selectFrom('outbox_messages')
      .select('message_id')
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    // Never delivered: the same Message-ID.
    expect(again.message_id).toBe(failed.message_id);

    const sent = await attempt('sent');
    expect((await staff('POST', `/emails/${sent.id}/resend`)).status).toBe(200);
    const resent = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(resent).toMatchObject({ state: 'pending', next_attempt_at: '2027-03-01T10:00:00.000Z' });
    // Delivered before: a Message-ID of its own, or the mailbox would drop it as a copy.
    expect(resent.message_id).not.toBe(sent.message_id);
    // Each "Reinvia" is in the audit trail, with what went again and to whom.
    const trail = await database.db
      .selectFrom('audit_trail')
      .select(['action', 'record_id', 'record_label'])
      .where('action', '=', 'email_resent')
      .execute();
    expect(trail.map((line) => line.record_id).sort()).toEqual([failed.id, sent.id].sort());
    const line = trail.find((one) => one.record_id === sent.id)!;
    expect(line.record_label).toBe(`${resent.subject} · ${resent.recipient}`);
  });

  it('leaves a message a sender holds right now to it', async () => {
    await write(1);
    const held = await attempt('held');
    const res = await staff('POST', `/emails/${held.id}/resend`);
    expect(res.status).toBe(409);
    const list = (await (await staff('GET', '/emails')).json()) as Page<StaffEmailRow>;
    expect(list.items[0]).toMatchObject({ sending: true });
    expect((await staff('POST', `/emails/${randomUUID()}/resend`)).status).toBe(404);
  });

  it('is for signed-in staff only', async () => {
    const [id] = await write(1);
    expect((await anonymous('GET', '/emails')).status).toBe(401);
    expect((await anonymous('GET', `/emails/${id}`)).status).toBe(401);
    expect((await anonymous('POST', `/emails/${id}/resend`)).status).toBe(401);
  });
});
