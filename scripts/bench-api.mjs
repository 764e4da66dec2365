// Throughput and latency of the public API with autocannon, on the built server over loopback
// HTTP/1.1 with a fresh SQLite database (or, with BENCH_DATABASE_URL=postgres://…, in a schema of
// its own that is dropped afterwards). Every request comes from its own client address
// (x-forwarded-for), so the public writes' rate limit is counted as for real visitors and
// never answers 429. Run after `npm run build`:
//   npm run bench:api                                   every endpoint
//   npm run bench:api -- contact seats                  some of them: healthz, catalogue,
//                                                       home, trip (pages), availability,
//                                                       departures, contact, booking
//                                                       (inquiries), seats
//   npm run bench:api -- --duration=30 --connections=50 (or BENCH_DURATION, BENCH_CONNECTIONS)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBuiltSite } from './bench/built-site.mjs';

const flags = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('--'))
    .map((arg) => arg.slice(2).split('=')),
);
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const duration = Number(flags.duration ?? process.env.BENCH_DURATION ?? 10);
const connections = Number(flags.connections ?? process.env.BENCH_CONNECTIONS ?? 10);
const warmup = Number(flags.warmup ?? process.env.BENCH_WARMUP ?? 2);
// Seats run out within seconds: the run that books real departures is a short one.
const seatsDuration = Number(flags['seats-duration'] ?? process.env.BENCH_SEATS_DURATION ?? 3);

// --- the server, as bench-web.mjs starts it, on a database of its own -----------------------
const load = os.loadavg()[0]; // other work on the machine lowers every figure
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-bench-api-'));
const pgUrl = process.env.BENCH_DATABASE_URL;
const schema = `bench_api_${randomBytes(4).toString('hex')}`;
let databaseUrl = path.join(dir, 'bench.sqlite');
if (pgUrl) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.href;
}
const { server, url: listening } = startBuiltSite(
  {
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    CLIENT_IP_HEADER: 'x-forwarded-for',
  },
  // The server's errors (level 50 and above) are worth seeing; the request lines are not.
  { onLine: (line) => /"level":(5|6)0/.test(line) && console.error(line) },
);
const stopped = new Promise((resolve) => server.once('exit', resolve));
let base = '';

// --- the requests ---------------------------------------------------------------------------
let visitor = 0;
/** 10.x.y.z, a new one for every request: 16 million visitors before one comes back. */
const asNewVisitor = (request) => {
  visitor += 1;
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
};
const post = (urlPath, body) => ({
  method: 'POST',
  path: urlPath,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  setupRequest: asNewVisitor,
});
const traveller = {
  firstName: 'Chiara',
  lastName: 'Loiacono',
  birthDate: '14/05/1990',
  address: 'Via Sparano 12, 70121 Bari',
  passportNumber: 'YA1234567',
  email: 'chiara.loiacono@example.it',
  phone: '+39 333 123 4567',
};
const booking = (destinationId, departureId = null) => ({
  destinationId,
  departureId,
  airport: 'Roma Fiumicino',
  travellers: [traveller],
});

const getJson = async (urlPath) => (await fetch(`${base}${urlPath}`)).json();
/** Every bookable departure of every trip, with its destination. */
async function allDepartures() {
  const { trips } = await getJson('/api/catalogue');
  const lists = await Promise.all(
    trips.map((trip) => getJson(`/api/destinations/${trip.id}/departures`)),
  );
  return lists.flatMap((list) =>
    list.departures.map((d) => ({ ...d, destinationId: list.destinationId })),
  );
}
const seatsLeft = (departures) => departures.reduce((sum, d) => sum + d.spotsAvailable, 0);

// What a browser sends: the catalogue answers in brotli, as visitors get it.
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
// The issue 17 budget: the catalogue answers at least half as many requests per second as
// /healthz (the server's own floor: routing, logging, headers) in the same run.
const CATALOGUE_VS_HEALTHZ = 0.5;
// Issue 28: a public page answers an advertising campaign's burst, each visitor new.
const PAGE_REQUESTS_PER_SECOND = 1000;
const page = (urlPath) => ({ path: urlPath, headers: browser, setupRequest: asNewVisitor });

const endpoints = [
  {
    name: 'healthz',
    label: 'GET  /healthz',
    requests: [{ path: '/healthz', headers: browser }],
  },
  {
    name: 'catalogue',
    label: 'GET  /api/catalogue (br)',
    requests: [{ path: '/api/catalogue', headers: browser }],
  },
  {
    name: 'home',
    label: 'GET  / (br, a new visitor each)',
    requests: [page('/')],
    page: true,
  },
  {
    name: 'trip',
    label: 'GET  /travel/grecia (br, a new visitor each)',
    requests: [page('/travel/grecia')],
    page: true,
  },
  {
    // Seats, viewers and the "da" price of every trip: the home and the listing, per visitor.
    name: 'availability',
    label: 'GET  /api/catalogue/availability',
    requests: [{ path: '/api/catalogue/availability', headers: browser }],
  },
  {
    name: 'departures',
    label: 'GET  /api/destinations/maldive-dubai/departures',
    requests: [{ path: '/api/destinations/maldive-dubai/departures' }],
  },
  {
    name: 'contact',
    label: 'POST /api/contact-requests',
    requests: [
      post('/api/contact-requests', {
        name: 'Chiara Loiacono',
        email: 'chiara.loiacono@example.it',
        phone: '+39 333 123 4567',
        message: 'Salve, vorrei informazioni sul viaggio a Maldive & Dubai. Grazie.',
        destinationId: 'maldive-dubai',
        airport: 'Roma Fiumicino',
        consent: true,
      }),
    ],
  },
  {
    name: 'booking',
    label: 'POST /api/bookings (inquiry, no seats)',
    requests: [post('/api/bookings', booking('maldive-dubai'))],
  },
  {
    // One traveller per request, round the departures of every trip: 201 while seats are
    // left, then 409 ("al completo"), which is the right answer and not an error.
    name: 'seats',
    label: 'POST /api/bookings (departures)',
    seats: true,
  },
];

const run = (requests, seconds) =>
  autocannon({ url: base, connections, duration: seconds, requests });

// --- the runs -------------------------------------------------------------------------------
const rows = [];
let failed = false;
try {
  const unknown = only.filter((name) => !endpoints.some((e) => e.name === name));
  if (unknown.length)
    throw new Error(`unknown endpoint ${unknown} (${endpoints.map((e) => e.name)})`);
  base = await listening;
  for (const endpoint of endpoints.filter((e) => !only.length || only.includes(e.name))) {
    let { requests } = endpoint;
    let seatsBefore = 0;
    if (endpoint.seats) {
      // No warm-up here: it would take the seats. The inquiry run has warmed the same code.
      const departures = (await allDepartures()).filter((d) => d.spotsAvailable > 0);
      seatsBefore = seatsLeft(departures);
      requests = departures.map((d) => post('/api/bookings', booking(d.destinationId, d.id)));
    } else if (warmup > 0) {
      await run(requests, warmup);
    }
    const result = await run(requests, endpoint.seats ? seatsDuration : duration);
    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    );
    const booked = codes['201'] ?? 0;
    const full = endpoint.seats ? (codes['409'] ?? 0) : 0;
    const unexpected = result.non2xx - full;
    const row = {
      name: endpoint.name,
      page: endpoint.page,
      endpoint: endpoint.label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      note: unexpected ? `unexpected: ${JSON.stringify(codes)}` : '',
    };
    if (endpoint.seats) {
      // Every 201 took one seat and no departure went below zero. autocannon stops without
      // counting the answers still in flight: up to one booking per connection more.
      const after = await allDepartures();
      const seatsAfter = seatsLeft(after);
      const taken = seatsBefore - seatsAfter;
      const consistent =
        after.every((d) => d.spotsAvailable >= 0) &&
        taken >= booked &&
        taken <= booked + connections;
      row.note += ` ${booked} booked, ${full} full (409); seats ${seatsBefore} -> ${seatsAfter}`;
      if (!consistent) row.note += ' INCONSISTENT';
      failed ||= !consistent;
    }
    failed ||= result.errors > 0 || unexpected > 0;
    rows.push(row);
  }
} finally {
  if (server.exitCode === null) server.stdin.end();
  await stopped;
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\n${pgUrl ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${duration} s each ` +
    `(${seatsDuration} s for departures), ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ` +
    `load average ${load.toFixed(1)} before the run`,
);
console.log(
  `${'endpoint'.padEnd(48)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`,
);
for (const r of rows) {
  console.log(
    `${r.endpoint.padEnd(48)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)} ${r.note}`.trimEnd(),
  );
}
const rate = (name) => rows.find((r) => r.name === name)?.rps;
if (rate('healthz') && rate('catalogue')) {
  const ratio = rate('catalogue') / rate('healthz');
  const ok = ratio >= CATALOGUE_VS_HEALTHZ;
  failed ||= !ok;
  console.log(
    `catalogue / healthz: ${(ratio * 100).toFixed(0)}% of the requests per second ` +
      `(budget >= ${CATALOGUE_VS_HEALTHZ * 100}%)  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
for (const r of rows.filter((row) => row.page)) {
  const ok = r.rps >= PAGE_REQUESTS_PER_SECOND;
  failed ||= !ok;
  console.log(
    `${r.endpoint}: ${r.rps.toFixed(0)} requests per second (budget >= ${PAGE_REQUESTS_PER_SECOND})  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (failed) {
  console.error(
    'Transport errors, unexpected answers, wrong seat counts, or the catalogue or pages under budget.',
  );
}
process.exit(failed ? 1 : 0);
