import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { photo } from '../../src/server/testing/photos.ts';
import { startSmtpServer } from '../../src/server/testing/smtp.ts';
import {
  addressOf,
  adminQuery,
  bookingBody,
  createStore,
  departuresOf,
  launch,
  postBooking,
  printed,
  stopLaunched,
  type Store,
} from './server-harness.ts';

/**
 * The built server under the failures a real site meets: killed in the middle of a burst of
 * bookings or of sending their e-mails, its database gone and back, asked to stop while
 * requests are still arriving.
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
 */

const UNAVAILABLE = 'Il servizio non è al momento disponibile: riprova tra qualche minuto.';
const POSTGRES_BASE = process.env.TEST_DATABASE_URL;

const engines: Store['engine'][] = POSTGRES_BASE ? ['sqlite', 'postgres'] : ['sqlite'];

function travellersOf(value: unknown): number {
  return (typeof value === 'string' ? (JSON.parse(value) as unknown[]) : (value as unknown[]))
    .length;
}

/** Every departure's seats: never below zero, and exactly those not taken by live bookings. */
async function expectSeatsAddUp(store: Store, seatsBefore: Map<string, number>) {
  const departures = await store.read(
    'select id, spots_available, total_spots from travel_dates order by id',
  );
  const bookings = await store.read(
    `select travel_date_id, travelers from travel_bookings
      where status <> 'cancelled' and travel_date_id is not null`,
  );
  const taken = new Map<string, number>();
  for (const booking of bookings) {
    const id = String(booking.travel_date_id);
    taken.set(id, (taken.get(id) ?? 0) + travellersOf(booking.travelers));
  }
  expect(departures.length).toBe(seatsBefore.size);
  const wrong: string[] = [];
  for (const departure of departures) {
    const id = String(departure.id);
    const left = Number(departure.spots_available);
    const total = Number(departure.total_spots);
    // The seed sells some seats at the agency's desk: those are neither left nor booked here.
    const soldAtDesk = total - seatsBefore.get(id)!;
    const booked = taken.get(id) ?? 0;
    if (left < 0 || left + booked + soldAtDesk !== total) {
      wrong.push(`${id}: ${left} left + ${booked} booked + ${soldAtDesk} at the desk ≠ ${total}`);
    }
  }
  expect(wrong, 'departures whose seats do not add up').toEqual([]);
  return taken;
}

async function seatsOf(store: Store) {
  const rows = await store.read('select id, spots_available from travel_dates');
  return new Map(rows.map((row) => [String(row.id), Number(row.spots_available)]));
}

// ---------------------------------------------------------------------------------------------
// A TCP proxy between the server and PostgreSQL, to cut the database off and give it back.
// ---------------------------------------------------------------------------------------------

class DatabaseLine {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private mode: 'up' | 'silent' = 'up';
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  private accept = (client: net.Socket) => {
    this.sockets.add(client);
    client.once('close', () => this.sockets.delete(client));
    client.on('error', () => client.destroy());
    // A host that takes the connection and never says anything.
    if (this.mode === 'silent') return;
    const upstream = net.connect(this.target);
    this.sockets.add(upstream);
    upstream.once('close', () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.once('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  private async listen() {
    for (let attempt = 0; ; attempt += 1) {
      const server = net.createServer(this.accept);
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(this.port, '127.0.0.1', () => resolve());
        });
        this.server = server;
        this.port = (server.address() as net.AddressInfo).port;
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  private cutAll() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  async up() {
    this.cutAll();
    this.mode = 'up';
    if (!this.server) await this.listen();
  }

  /** Nothing listens any more: connections are refused, open ones are cut. */
  async refuse() {
    const server = this.server;
    this.server = null;
    this.cutAll();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Connections are accepted and never answered; open ones are cut. */
  async silence() {
    this.cutAll();
    this.mode = 'silent';
    if (!this.server) await this.listen();
  }

  async close() {
    await this.refuse();
  }
}

/** An API answer while the database is away: fast, 503, the one error shape, in Italian. */
async function expectUnavailable(response: Promise<Response>, withinMs: number) {
  const started = Date.now();
  const res = await response;
  expect(Date.now() - started).toBeLessThan(withinMs);
  expect(res.status).toBe(503);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.headers.get('retry-after')).toBeTruthy();
  expect(await res.json()).toEqual({ error: { code: 'unavailable', message: UNAVAILABLE } });
}

async function timed(request: Promise<Response>) {
  const started = Date.now();
  const res = await request;
  return { status: res.status, ms: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------

for (const engine of engines) {
  test.describe(engine, () => {
    let dir: string;
    let store: Store;
    test.beforeEach(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-resilience-'));
      store = await createStore(engine, dir, 'resilience');
    });
    test.afterEach(async () => {
      await stopLaunched();
      await store.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    test('killed (SIGKILL) in the middle of 200 bookings, it loses none it confirmed and oversells nothing', async () => {
      test.slow();
      const first = launch(dir, { DATABASE_URL: store.url });
      const url = await first.listening;

      // A few departures of two trips, the first ones with all ten seats still free.
      const destinations = ['maldive-dubai', 'grecia'];
      const targets: { destinationId: string; departureId: string }[] = [];
      for (const destinationId of destinations) {
        const departures = await departuresOf(url, destinationId);
        const open = departures.filter((d) => d.spotsAvailable === d.totalSpots).slice(0, 4);
        const rest = departures.filter((d) => d.spotsAvailable > 0 && !open.includes(d));
        for (const departure of [...open, ...rest].slice(0, 6)) {
          targets.push({ destinationId, departureId: departure.id });
        }
      }
      expect(targets.length).toBeGreaterThanOrEqual(8);
      const seatsBefore = await seatsOf(store);
      const seatsOnTargets = targets.reduce((sum, t) => sum + seatsBefore.get(t.departureId)!, 0);

      // 200 bookings of 1 to 3 travellers, all fired at once; the process dies after 60 answers.
      type Outcome = {
        n: number;
        departureId: string;
        travellers: number;
        status?: number;
        id?: string;
        failed?: boolean;
      };
      const KILL_AFTER = 60;
      let answered = 0;
      let killedWithInFlight = -1;
      const outcomes: Outcome[] = [];
      const requests = Array.from({ length: 200 }, async (_, n) => {
        const target = targets[n % targets.length]!;
        const travellers = 1 + (n % 3);
        const outcome: Outcome = { n, departureId: target.departureId, travellers };
        outcomes.push(outcome);
        try {
          const res = await postBooking(
            url,
            bookingBody(target.destinationId, target.departureId, travellers, n),
            n,
          );
          outcome.status = res.status;
          const body = (await res.json()) as { id?: string };
          if (res.status === 201) outcome.id = body.id;
        } catch {
          outcome.failed = true; // the connection died with the process
        }
        answered += 1;
        if (answered === KILL_AFTER) {
          killedWithInFlight = outcomes.filter((o) => !o.status && !o.failed).length;
          first.child.kill('SIGKILL');
        }
      });
      await Promise.all(requests);
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      // Each answer was a booking or "full" (409), never a server error.
      const statuses = new Set(outcomes.flatMap((o) => (o.status ? [o.status] : [])));
      expect([...statuses].filter((s) => s !== 201 && s !== 409)).toEqual([]);
      const confirmed = outcomes.filter((o) => o.status === 201);
      const lost = outcomes.filter((o) => o.failed);
      // The kill really came in the middle: bookings confirmed before, many still in flight.
      expect(confirmed.length).toBeGreaterThanOrEqual(10);
      expect(killedWithInFlight).toBeGreaterThanOrEqual(20);
      expect(lost.length).toBeGreaterThanOrEqual(20);
      expect(confirmed.every((o) => typeof o.id === 'string')).toBe(true);

      // Restarted on the same database, it answers again and knows every confirmed booking.
      const second = launch(dir, { DATABASE_URL: store.url });
      const again = await second.listening;
      expect((await fetch(new URL('/readyz', again))).status).toBe(200);
      const missing: string[] = [];
      for (const booking of confirmed) {
        const res = await fetch(new URL(`/api/bookings/${booking.id}`, again));
        if (res.status !== 200) {
          missing.push(`${booking.id}: ${res.status}`);
          continue;
        }
        const view = (await res.json()) as { id: string; travellersCount: number };
        expect(view).toMatchObject({ id: booking.id, travellersCount: booking.travellers });
      }
      expect(missing, 'confirmed bookings lost by the kill').toEqual([]);

      // No departure oversold, none holding seats for a booking that is not there.
      const taken = await expectSeatsAddUp(store, seatsBefore);
      const bookedOnTargets = [...taken.values()].reduce((sum, n) => sum + n, 0);
      expect(bookedOnTargets).toBeLessThanOrEqual(seatsOnTargets);
      // Requests cut off by the kill may or may not have been committed; never half of one.
      const stored = await store.read('select id from travel_bookings');
      expect(stored.length).toBeGreaterThanOrEqual(confirmed.length);
      expect(stored.length).toBeLessThanOrEqual(confirmed.length + lost.length);

      test.info().annotations.push({
        type: 'burst',
        description: `${confirmed.length} confirmed, ${outcomes.filter((o) => o.status === 409).length} full, ${lost.length} cut off by the kill (${killedWithInFlight} in flight), ${stored.length} stored`,
      });

      // And it takes new bookings at once.
      const open = targets.find((t) => {
        const left = seatsBefore.get(t.departureId)! - (taken.get(t.departureId) ?? 0);
        return left >= 1;
      });
      if (open) {
        const res = await postBooking(
          again,
          bookingBody(open.destinationId, open.departureId, 1, 1000),
          1000,
        );
        expect(res.status).toBe(201);
        await expectSeatsAddUp(store, seatsBefore);
      }
      await second.stop();
    });

    test('killed (SIGKILL) while e-mails are being sent, it delivers every booking’s e-mail after the restart, a repeat only with the same Message-ID', async () => {
      test.slow();
      // A slow mail server: each message is kept at once and acknowledged 400 ms later, so a
      // kill catches messages sent but not yet marked sent (they go again), and messages
      // claimed but not yet sent.
      const smtp = await startSmtpServer({ delayMs: 400 });
      const env = {
        DATABASE_URL: store.url,
        SMTP_URL: smtp.url,
        SITE_URL: 'https://www.maestraleviaggi.example',
        STAFF_NOTIFY_EMAIL: 'staff@maestraleviaggi.example',
      };
      try {
        const first = launch(dir, env);
        const url = await first.listening;
        const targets = (await departuresOf(url, 'maldive-dubai'))
          .filter((d) => d.spotsAvailable > 0)
          .slice(0, 20);

        // 20 bookings of one traveller each (2 e-mails apiece), all at once; the server is
        // killed at a random moment once the mail server has started receiving.
        const BOOKINGS = 20;
        const requests = Array.from({ length: BOOKINGS }, async (_, n) => {
          const target = targets[n % targets.length]!;
          try {
            const res = await postBooking(url, bookingBody('maldive-dubai', target.id, 1, n), n);
            return res.status;
          } catch {
            return 'cut off';
          }
        });
        await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBeGreaterThan(2);
        const killAfterMs = Math.round(Math.random() * 800);
        await new Promise((resolve) => setTimeout(resolve, killAfterMs));
        const receivedBeforeKill = smtp.received.length;
        first.child.kill('SIGKILL');
        expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
        const statuses = await Promise.all(requests);
        expect(statuses.filter((status) => status !== 201 && status !== 'cut off')).toEqual([]);

        // The kill came while messages were still to go.
        const unsent = await store.read("select id from outbox_messages where state <> 'sent'");
        expect(unsent.length).toBeGreaterThan(0);
        // Five minutes pass: the leases of the killed sender run out.
        await store.read(
          "update outbox_messages set lease_until = '2000-01-01T00:00:00.000Z' where lease_until is not null returning id",
        );

        // Restarted on the same database, it sends what was left.
        const second = launch(dir, env);
        await second.listening;
        await expect
          .poll(
            async () =>
              (await store.read("select id from outbox_messages where state <> 'sent'")).length,
            { timeout: 30_000 },
          )
          .toBe(0);

        // Every committed booking (answered or cut off) has its traveller's summary...
        const bookings = await store.read('select id, contact_email from travel_bookings');
        expect(bookings.length).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);
        const outbox = await store.read(
          'select booking_id, recipient, message_id from outbox_messages',
        );
        expect(outbox.length).toBe(2 * bookings.length);
        const messageIds = (recipient: unknown) =>
          smtp.received
            .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === recipient)
            .map((mail) => mail.messageId);
        const missing: string[] = [];
        const repeatedWithAnotherId: string[] = [];
        for (const booking of bookings) {
          const ids = messageIds(booking.contact_email);
          if (ids.length === 0) missing.push(String(booking.id));
          if (new Set(ids).size > 1) repeatedWithAnotherId.push(String(booking.id));
        }
        expect(missing, 'bookings whose traveller got no e-mail').toEqual([]);
        expect(repeatedWithAnotherId, 'a traveller got two different messages').toEqual([]);
        // ...and every message of the outbox arrived under its own stable Message-ID: as many
        // distinct Message-IDs as messages; a repeat (sent, then killed before it was marked)
        // carries the same one, so mail clients show it once.
        const distinct = new Set(smtp.received.map((mail) => mail.messageId));
        expect(distinct.size).toBe(outbox.length);
        expect([...distinct].sort()).toEqual(
          outbox.map((row) => `<${String(row.message_id)}@maestraleviaggi.example>`).sort(),
        );
        test.info().annotations.push({
          type: 'e-mails',
          description: `${bookings.length} bookings, killed ${killAfterMs} ms after the 3rd message with ${receivedBeforeKill} received and ${unsent.length} unsent; ${smtp.received.length} received in all, ${smtp.received.length - distinct.size} repeats with the same Message-ID`,
        });
        await second.stop();
      } finally {
        await smtp.stop();
      }
    });

    test('SIGTERM lets the slow requests in flight finish, refuses new connections, exits 0', async () => {
      const server = launch(dir, { DATABASE_URL: store.url });
      const url = await server.listening;
      const departure = (await departuresOf(url, 'grecia')).find((d) => d.spotsAvailable >= 2)!;
      const seatsBefore = await seatsOf(store);

      /** A request whose body the test sends piece by piece, as a slow phone would. */
      function slowRequest(
        pathname: string,
        headers: Record<string, string>,
        body: Buffer,
        pieces: number,
        everyMs: number,
      ) {
        let firstPieceSent!: () => void;
        const sending = new Promise<void>((resolve) => (firstPieceSent = resolve));
        const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request(
            {
              host: url.hostname,
              port: url.port,
              path: pathname,
              method: 'POST',
              headers: { ...headers, 'content-length': body.length },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (text += chunk));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
              res.on('error', reject);
            },
          );
          request.on('error', reject);
          const size = Math.ceil(body.length / pieces);
          let piece = 0;
          const sendNext = () => {
            const chunk = body.subarray(piece * size, (piece + 1) * size);
            piece += 1;
            if (piece >= pieces) {
              request.end(chunk);
              return;
            }
            request.write(chunk);
            if (piece === 1) firstPieceSent();
            setTimeout(sendNext, everyMs);
          };
          sendNext();
        });
        return { sending, answer };
      }

      // A booking of two travellers whose JSON arrives over about 1.2 seconds.
      const booking = slowRequest(
        '/api/bookings',
        { 'content-type': 'application/json', 'x-forwarded-for': addressOf(1) },
        Buffer.from(bookingBody('grecia', departure.id, 2, 1)),
        8,
        150,
      );
      // Two passport photos (1.5 MB in all) uploaded over about 1.5 seconds, for an inquiry
      // made before (an inquiry holds no seats, so the count below stays the slow booking's).
      const inquiry = await postBooking(url, bookingBody('grecia', null, 1, 3), 3);
      expect(inquiry.status).toBe(201);
      const { id: inquiryId } = (await inquiry.json()) as { id: string };
      const boundary = `----maestrale${randomBytes(8).toString('hex')}`;
      const part = (name: string, bytes: Uint8Array) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          bytes,
          Buffer.from('\r\n'),
        ]);
      const upload = slowRequest(
        '/api/documents',
        {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-forwarded-for': addressOf(2),
        },
        Buffer.concat([
          part('passport', await photo({ bytes: 800_000 })),
          part('selfie', await photo({ bytes: 700_000 })),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n${inquiryId}\r\n--${boundary}--\r\n`,
          ),
        ]),
        20,
        75,
      );
      await Promise.all([booking.sending, upload.sending]);
      await new Promise((resolve) => setTimeout(resolve, 100));

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await printed(server, '"msg":"stopping');

      // A new visitor cannot connect any more (a balancer sends them to another instance).
      const refused = await new Promise<string>((resolve) => {
        const socket = net.connect(Number(url.port), url.hostname);
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');

      // The requests in flight get their normal answers.
      const booked = await booking.answer;
      expect(booked.status, booked.body).toBe(201);
      const bookingId = (JSON.parse(booked.body) as { id: string }).id;
      const uploaded = await upload.answer;
      expect(uploaded.status, uploaded.body).toBe(201);
      expect((JSON.parse(uploaded.body) as { documents: unknown[] }).documents).toHaveLength(2);

      // Then it stops by itself, cleanly, well before the grace period runs out.
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(3500);
      expect(server.output().stdout).toContain('"msg":"stopped"');
      expect(server.output().stdout).not.toContain('requests still open after the grace period');

      // What they did is kept: the booking with its seats, both photos.
      const stored = await store.read(
        `select id, travel_date_id from travel_bookings where id = '${bookingId}'`,
      );
      expect(stored).toEqual([{ id: bookingId, travel_date_id: departure.id }]);
      expect(await store.read('select id from document_uploads')).toHaveLength(2);
      const taken = await expectSeatsAddUp(store, seatsBefore);
      expect(taken.get(departure.id)).toBe(2);
    });

    test('without its database it answers 503 in Italian, stays alive, and recovers by itself', async () => {
      test.skip(engine !== 'postgres', 'the database is a separate server only on PostgreSQL');
      test.slow();
      const target = new URL(store.url);
      const line = new DatabaseLine({ host: target.hostname, port: Number(target.port || 5432) });
      await line.up();
      const viaLine = new URL(store.url);
      viaLine.hostname = '127.0.0.1';
      viaLine.port = String(line.port);
      const server = launch(dir, { DATABASE_URL: viaLine.toString() });
      try {
        const url = await server.listening;
        const api = (pathname: string) => fetch(new URL(pathname, url));
        const departures = '/api/destinations/maldive-dubai/departures';
        const someBooking = '/api/bookings/0b8e5f0e-7c1a-4d2b-9a51-3f6f2d9c1e77';
        expect((await api('/readyz')).status).toBe(200);
        const departure = (await departuresOf(url, 'maldive-dubai')).find(
          (d) => d.spotsAvailable >= 1,
        )!;
        expect((await api(someBooking)).status).toBe(404);
        let n = 0;
        const book = () => {
          n += 1;
          return postBooking(url, bookingBody('maldive-dubai', departure.id, 1, n), n);
        };

        /** While the database is away: the process answers, the site says "later", fast. */
        const expectDown = async () => {
          const health = await timed(api('/healthz'));
          expect(health.status).toBe(200);
          expect(health.ms).toBeLessThan(1000);
          const ready = await timed(api('/readyz'));
          expect(ready.status).toBe(503);
          expect(ready.ms).toBeLessThan(3500);
          await expectUnavailable(api(departures), 5000);
          await expectUnavailable(api(someBooking), 5000);
          await expectUnavailable(book(), 5000);
          expect(server.child.exitCode).toBeNull();
        };
        /** Back without a restart: ready, reading and booking again. */
        const expectRecovered = async () => {
          await expect
            .poll(async () => (await api('/readyz')).status, { timeout: 10_000 })
            .toBe(200);
          expect((await api(departures)).status).toBe(200);
          expect((await api(someBooking)).status).toBe(404);
          expect((await book()).status).toBe(201);
          expect(server.child.exitCode).toBeNull();
        };

        // 1. The database server goes away: nothing listens, open connections are cut.
        await line.refuse();
        await expectDown();
        await line.up();
        await expectRecovered();

        // 2. The host is there but never answers (a network black hole).
        await line.silence();
        await expectDown();
        await line.up();
        await expectRecovered();

        // 3. The administrator ends every session and closes the database to connections.
        await adminQuery(`alter database ${store.name} allow_connections false`);
        await adminQuery(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${store.name}'`,
        );
        await expectDown();
        await adminQuery(`alter database ${store.name} allow_connections true`);
        await expectRecovered();

        // The same process all along; the outages are in its log, not a crash.
        const { stdout, stderr } = server.output();
        expect(stdout).toContain('"msg":"database unavailable"');
        expect(stdout).not.toContain('"msg":"unhandled error"');
        expect(stderr).toBe('');
      } finally {
        await server.stop();
        await line.close();
        if (store.name) await adminQuery(`alter database ${store.name} allow_connections true`);
      }
    });
  });
}
