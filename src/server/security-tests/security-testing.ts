import fs from 'node:fs';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppEnv } from '../context.ts';
import type { Database, Db } from '../db/database.ts';
import { createTestApp } from '../testing/test-app.ts';

/** Test helpers of the security tests (not a test file itself). */

export type App = Hono<AppEnv>;

/** Upload folders of the test apps made by `testApp`, removed by `removeTestUploads`. */
const uploadFolders: string[] = [];

/** createTestApp, keeping its upload folder to remove at the end. */
export async function testApp(db: Db, options: Parameters<typeof createTestApp>[1] = {}) {
  const made = await createTestApp(db, options);
  uploadFolders.push(made.config.uploadsDir);
  return made;
}

/** Removes the upload folders of every test app of the file. */
export function removeTestUploads() {
  for (const folder of uploadFolders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}

/** Today in Rome is 1 March 2027: the first bookable day is 16 March. */
export const NOW = '2027-03-01T09:00:00.000Z';

/** What an attacker types where a database value is expected. */
export const injections = [
  `' OR 1=1 --`,
  `'; DROP TABLE travel_bookings; --`,
  `%' OR '1'='1`,
  `" OR ""="`,
  `1; DELETE FROM staff_sessions`,
  `1/**/UNION/**/SELECT/**/password_hash/**/FROM/**/staff_users`,
] as const;

/** What an attacker types where text is shown to someone else. */
export const markup = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(document.cookie)>',
] as const;

/** Every table of the schema. */
export const tables = [
  'travel_dates',
  'whatsapp_clicks',
  'contact_requests',
  'travel_bookings',
  'document_uploads',
  'passport_verification_links',
  'staff_users',
  'staff_sessions',
  'rate_limits',
] as const satisfies readonly (keyof Database)[];

/** The rows of every table: a dropped table would throw here. */
export async function everyTable(db: Db) {
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  return Object.fromEntries(tables.map((table, i) => [table, rows[i]!])) as {
    [T in (typeof tables)[number]]: unknown[];
  };
}

/** What the agency keeps, all of it, but the rate-limit counters (which every write moves). */
export async function agencyData(db: Db) {
  const data: Partial<Awaited<ReturnType<typeof everyTable>>> = await everyTable(db);
  delete data.rate_limits;
  return data;
}

/** Empties the agency's data between tests (accounts and sessions stay). */
export async function clearAgencyData(db: Db) {
  for (const table of [
    'document_uploads',
    'travel_bookings',
    'travel_dates',
    'contact_requests',
    'whatsapp_clicks',
    'passport_verification_links',
    'rate_limits',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
}

/** A new client address on each call, in a block of addresses of its own per test file. */
export function addresses(block: number) {
  let n = 0;
  return () => {
    n += 1;
    return `10.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}

/** Table rows named by what they are, for `it.each(...)('%s: ...')`. */
export const named = <T extends { what: string }>(rows: T[]) =>
  rows.map((row) => [row.what, row] as [string, T]);

/** A JSON request, from an address and with a cookie when given. */
export function sendJson(
  app: App,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** An answer in the API's one error shape, with the given status and code. */
export async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as {
    error: { code: string; message: string; fields?: Record<string, string> };
  };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  return body.error;
}

/** The primary traveller of a booking, as the form sends it. */
export const primaryTraveller = {
  firstName: 'Chiara',
  lastName: 'Loiacono',
  birthDate: '14/05/1990',
  address: 'Via Roma 1, 70121 Bari',
  passportNumber: 'YA1234567',
  email: 'chiara.loiacono@example.it',
  phone: '+39 333 123 4567',
};

/** A booking of the seeded departure (see departureRow) with the given travellers. */
export const bookingRequest = (travellers: Record<string, unknown>[] = [primaryTraveller]) => ({
  destinationId: 'maldive-dubai',
  departureId: 'maldives-dubai-20270410',
  airport: 'Roma Fiumicino',
  travellers,
});

/** An enquiry of the contact form. */
export const enquiry = (change: Record<string, unknown> = {}) => ({
  name: 'Chiara Loiacono',
  email: 'chiara.loiacono@example.it',
  phone: '+39 333 123 4567',
  message: 'Vorrei informazioni sul viaggio.',
  destinationId: 'maldive-dubai',
  travelDate: '10/04/2027',
  airport: 'Roma Fiumicino',
  consent: true,
  ...change,
});

/** A new departure of the staff's form. */
export const newDeparture = (change: Record<string, unknown> = {}) => ({
  destinationId: 'grecia',
  startDate: '2027-06-01',
  price: 1800,
  totalSpots: 10,
  coordinators: ['Giulia', 'Marco'],
  ...change,
});
