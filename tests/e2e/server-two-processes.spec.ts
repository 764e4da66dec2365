import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seatsShortMessage } from '../../src/domain/booking.ts';
import type { TripRecord } from '../../src/domain/catalogue.ts';
import { editorValues } from '../../src/domain/trip-input.ts';
import { createS3FileStore } from '../../src/server/files/s3-store.ts';
import { startS3Server } from '../../src/server/files/s3-testing.ts';
import { photo } from '../../src/server/testing/photos.ts';
import { startSmtpServer } from '../../src/server/testing/smtp.ts';
import {
  addressOf,
  bookingBody,
  createStore,
  departuresOf,
  launch,
  postBooking,
  stopLaunched,
  type Server,
} from './server-harness.ts';

/**
 * Two built servers on different ports over one PostgreSQL database and one bucket, as behind
 * a proxy (docs/operations.md#two-processes-behind-nginx): what one process did, the other sees;
 * seats, e-mails and timed work are shared without doing anything twice.
 */

const STAFF = { email: 'giulia@maestrale.example', password: 'una-password-lunga-per-lo-staff' };
const SITE_HOST = 'www.maestraleviaggi.example';

test.skip(
  !process.env.TEST_DATABASE_URL,
  'two processes share a PostgreSQL database: set TEST_DATABASE_URL (CI does)',
);

/** Every file under a folder (none when it was never made). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

async function signInStaff(url: URL): Promise<string> {
  const res = await fetch(new URL('/api/staff/session', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(900) },
    body: JSON.stringify(STAFF),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

test('two processes on one database and one bucket: each sees the other’s work, nothing is done twice', async () => {
  test.slow();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-two-'));
  const bucket = await startS3Server();
  const store = await createStore('postgres', dir, 'twoproc');
  const smtp = await startSmtpServer();
  const env = {
    DATABASE_URL: store.url,
    SMTP_URL: smtp.url,
    SITE_URL: `https://${SITE_HOST}`,
    STAFF_NOTIFY_EMAIL: `staff@${SITE_HOST}`,
    S3_ENDPOINT: bucket.settings.endpoint!,
    S3_BUCKET: bucket.settings.bucket,
    S3_REGION: bucket.settings.region,
    S3_ACCESS_KEY_ID: bucket.settings.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.settings.credentials!.secretAccessKey,
  };
  const dirA = path.join(dir, 'a');
  const dirB = path.join(dir, 'b');
  /** Both processes at once, each with its own (unused) UPLOADS_DIR. */
  const startBoth = () => {
    const a = launch(dirA, env);
    const b = launch(dirB, env);
    return Promise.all([a.listening, b.listening]).then((urls) => ({ a, b, urls }));
  };

  try {
    // The first start migrates and seeds the empty database; the second finds it ready.
    const first = launch(dirA, {
      ...env,
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
    });
    const a = await first.listening;
    const second = launch(dirB, env);
    const b = await second.listening;
    expect(a.port).not.toBe(b.port);

    let bookingId = '';
    await test.step('a booking made through A is read by staff through B', async () => {
      const departure = (await departuresOf(a, 'grecia')).find((d) => d.spotsAvailable >= 1)!;
      const res = await postBooking(a, bookingBody('grecia', departure.id, 1, 1), 1);
      expect(res.status).toBe(201);
      bookingId = ((await res.json()) as { id: string }).id;
      const cookie = await signInStaff(b);
      const detail = await fetch(new URL(`/api/staff/bookings/${bookingId}`, b), {
        headers: { cookie },
      });
      expect(detail.status).toBe(200);
      expect(JSON.stringify(await detail.json())).toContain('ospite1@example.com');
    });

    await test.step('a trip staff edit through A is on B’s trip page, list and home within 5 seconds', async () => {
      const cookie = await signInStaff(a);
      const { trip } = (await (
        await fetch(new URL('/api/staff/trips/greece-santorini', a), { headers: { cookie } })
      ).json()) as { trip: TripRecord };
      const title = 'Grecia: Atene, Santorini & Milos';
      const saved = await fetch(new URL('/api/staff/trips/greece-santorini', a), {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ ...editorValues(trip), title }),
      });
      expect(saved.status).toBe(200);
      const escaped = 'Grecia: Atene, Santorini &amp; Milos';
      for (const page of ['/travel/grecia', '/travels', '/']) {
        await expect
          .poll(async () => (await fetch(new URL(page, b))).text(), { timeout: 5000 })
          .toContain(escaped);
      }
    });

    await test.step('a passport photo uploaded through A is opened by staff through B, from the bucket', async () => {
      const form = new FormData();
      form.set('bookingId', bookingId);
      form.set('passport', new Blob([await photo()], { type: 'image/jpeg' }), 'passaporto.jpg');
      form.set('selfie', new Blob([await photo()], { type: 'image/jpeg' }), 'selfie.jpg');
      const uploaded = await fetch(new URL('/api/documents', a), {
        method: 'POST',
        headers: { 'x-forwarded-for': addressOf(2) },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { documents } = (await uploaded.json()) as {
        documents: { id: string; documentType: string }[];
      };
      const passport = documents.find((d) => d.documentType === 'passport')!;

      const opened = await fetch(new URL(`/api/staff/documents/${passport.id}/file`, b), {
        headers: { cookie: await signInStaff(b) },
      });
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await opened.arrayBuffer());

      // The same bytes lie in the bucket, under the key the database names; neither process
      // kept a copy on its own disk.
      const [row] = await store.read(
        `select file_path from document_uploads where id = '${passport.id}'`,
      );
      const inBucket = await createS3FileStore(bucket.settings).read(String(row!.file_path));
      expect(bytes.equals(Buffer.from(inBucket))).toBe(true);
      expect(filesUnder(path.join(dirA, 'uploads'))).toEqual([]);
      expect(filesUnder(path.join(dirB, 'uploads'))).toEqual([]);
    });

    let target = '';
    await test.step('40 bookings at once, split across A and B, take exactly the 10 free seats', async () => {
      const departure = (await departuresOf(b, 'maldive-dubai')).find(
        (d) => d.totalSpots === 10 && d.spotsAvailable === 10,
      )!;
      target = departure.id;
      const answers = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const n = 100 + i;
          const res = await postBooking(
            i % 2 === 0 ? a : b,
            bookingBody('maldive-dubai', target, 1, n),
            n,
          );
          return { status: res.status, body: (await res.json()) as unknown };
        }),
      );
      const booked = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(booked).toHaveLength(10);
      expect(refused.map((answer) => answer.status)).toEqual(Array(30).fill(409));
      for (const answer of refused) {
        expect(answer.body).toMatchObject({ error: { message: seatsShortMessage(0) } });
      }
      const [seats] = await store.read(
        `select spots_available from travel_dates where id = '${target}'`,
      );
      expect(Number(seats!.spots_available)).toBe(0);
      const held = await store.read(
        `select id from travel_bookings where travel_date_id = '${target}' and status <> 'cancelled'`,
      );
      expect(held).toHaveLength(10);
    });

    /** The outbox's messages, once every one is sent. */
    const allSent = async () => {
      await expect
        .poll(
          async () =>
            (await store.read("select id from outbox_messages where state <> 'sent'")).length,
          { timeout: 15_000 },
        )
        .toBe(0);
      return store.read(`select booking_id, kind, message_id from outbox_messages`);
    };
    /** How many times the mail server got a message (its Message-ID is the outbox row's). */
    const receivedWith = (messageId: unknown) =>
      smtp.received.filter((mail) => mail.messageId?.startsWith(`<${String(messageId)}@`)).length;

    await test.step('both processes send the outbox, and each message arrives exactly once', async () => {
      const messages = await allSent();
      // The 11 bookings' e-mails to the traveller, and the agency's notices.
      expect(messages.filter((m) => m.kind === 'booking_received')).toHaveLength(11);
      const notOnce = messages.filter((m) => receivedWith(m.message_id) !== 1);
      expect(notOnce, 'messages not received exactly once').toEqual([]);
      expect(smtp.received).toHaveLength(messages.length);
    });

    await test.step('a seat hold that ran out is ended once, with one e-mail, by two processes starting together', async () => {
      const [expiring] = await store.read(
        `select id from travel_bookings where travel_date_id = '${target}' limit 1`,
      );
      const expiringId = String(expiring!.id);
      await Promise.all([first.stop(), second.stop()]);
      await store.read(
        `update travel_bookings set hold_until = '2000-01-01T00:00:00.000Z' where id = '${expiringId}' returning id`,
      );
      // Each process runs its timed work as it starts: both find the hold ended.
      const again = await startBoth();
      const expiredNotices = () =>
        store.read(
          `select message_id from outbox_messages where kind = 'hold_expired' and booking_id = '${expiringId}'`,
        );
      await expect.poll(async () => (await expiredNotices()).length, { timeout: 15_000 }).toBe(1);
      // Time for the slower process's first pass to be over too: still one.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await allSent();
      const expired = await expiredNotices();
      expect(expired).toHaveLength(1);
      expect(timedWorkDone([again.a, again.b], 'hold-expiry')).toBe(1);
      expect(receivedWith(expired[0]!.message_id)).toBe(1);
      const [booking] = await store.read(
        `select status from travel_bookings where id = '${expiringId}'`,
      );
      expect(booking!.status).toBe('cancelled');
      const [seats] = await store.read(
        `select spots_available from travel_dates where id = '${target}'`,
      );
      expect(Number(seats!.spots_available)).toBe(1);
    });
  } finally {
    await stopLaunched();
    await smtp.stop();
    await bucket.close();
    await store.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** How many hold expiries the processes' logs say they did, together. */
function timedWorkDone(servers: Server[], job: string): number {
  return servers
    .flatMap((server) => server.output().stdout.split('\n'))
    .filter((line) => line.includes('"timed work done"') && line.includes(`"job":"${job}"`))
    .reduce((sum, line) => sum + Number((JSON.parse(line) as { done: number }).done), 0);
}
