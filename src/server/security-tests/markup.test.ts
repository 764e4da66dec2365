import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  Page,
  StaffBookingDetail,
  StaffBookingRow,
  StaffDeparture,
  StaffEnquiry,
  StaffPassportLink,
} from '#domain/backoffice.ts';
import type { BookingSummary, CreatedBooking } from '#domain/booking.ts';
import type { MyBooking } from '#domain/my-booking.ts';
import type { Agency } from '../routes/agency.ts';
import { departureRow, signInStaff } from '../routes/staff/staff-testing.ts';
import { expectInertPage, testClientFiles } from '../testing/client-files.ts';
import { testEngines, type TestDatabase } from '../testing/databases.ts';
import { fixedClock } from '../testing/test-app.ts';
import {
  addresses,
  type App,
  bookingRequest,
  clearAgencyData,
  enquiry,
  everyTable,
  markup,
  newDeparture,
  NOW,
  primaryTraveller,
  removeTestUploads,
  testApp,
} from './security-testing.ts';

/**
 * Markup typed by a visitor or by staff is kept exactly as typed and handed back only as JSON
 * strings: the back office renders them with React, which shows them as text. No answer is
 * HTML a browser would run.
 */
describe.each(testEngines)('markup in text fields on $name', (engine) => {
  let database: TestDatabase;
  let app: App;
  let cookie: string;
  const from = addresses(24);
  const clock = fixedClock(NOW);
  const client = testClientFiles();

  /** An answer a browser can only take as data: JSON, never sniffed as anything else. */
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json(;|$)/);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    return (await res.json()) as T;
  };
  const send = (method: string, path: string, body?: unknown, staff = false) =>
    app.request(path, {
      method,
      headers: {
        'x-forwarded-for': from(),
        ...(staff ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    database = await engine.open();
    ({ app } = await testApp(database.db, {
      clock,
      env: { CLIENT_IP_HEADER: 'x-forwarded-for' },
    }));
    cookie = await signInStaff(app, database.db);
  });
  beforeEach(async () => {
    await clearAgencyData(database.db);
    await database.db.insertInto('travel_dates').values(departureRow()).execute();
  });
  afterAll(async () => {
    await database.drop();
    removeTestUploads();
    client.remove();
  });

  it.each(markup)('an enquiry written as %s reaches the staff unchanged, as JSON', async (text) => {
    const { id } = await json<{ id: string }>(
      await send(
        'POST',
        '/api/contact-requests',
        enquiry({ name: text, message: text, travelDate: text }),
      ),
      201,
    );
    expect((await everyTable(database.db)).contact_requests).toEqual([
      expect.objectContaining({ id, name: text, message: text, travel_date: text }),
    ]);
    const page = await json<Page<StaffEnquiry>>(
      await send('GET', '/api/staff/enquiries', undefined, true),
    );
    expect(page.items).toEqual([
      expect.objectContaining({ id, name: text, message: text, travelDate: text }),
    ]);
  });

  it.each(markup)(
    'a booking for travellers named %s keeps the names and address unchanged',
    async (text) => {
      const { bookingPageToken, ...created } = await json<CreatedBooking>(
        await send(
          'POST',
          '/api/bookings',
          bookingRequest([
            { ...primaryTraveller, firstName: text, lastName: text, address: text },
            {
              ...primaryTraveller,
              email: null,
              phone: null,
              passportNumber: 'YB7654321',
              firstName: text,
            },
          ]),
        ),
        201,
      );
      expect(created.primary).toMatchObject({ firstName: text, lastName: text });
      expect(created.paymentReference).toBe(`${text} ${text} Caparra Viaggio Maldive & Dubai`);

      // The visitor's own pages read it back...
      const view = await json<BookingSummary>(await send('GET', `/api/bookings/${created.id}`));
      expect(view.primary).toMatchObject({ firstName: text, lastName: text });
      expect(view.paymentReference).toBe(created.paymentReference);
      const page = await json<MyBooking>(await send('GET', `/api/my-booking/${bookingPageToken}`));
      expect(page.travellers.map((t) => [t.firstName, t.lastName])).toEqual([
        [text, text],
        [text, 'Loiacono'],
      ]);
      // ...and so do the staff's list and detail.
      const list = await json<Page<StaffBookingRow>>(
        await send('GET', '/api/staff/bookings', undefined, true),
      );
      expect(list.items).toEqual([
        expect.objectContaining({ id: created.id, contactName: `${text} ${text}` }),
      ]);
      const detail = await json<StaffBookingDetail>(
        await send('GET', `/api/staff/bookings/${created.id}`, undefined, true),
      );
      expect(detail.travellers.map((t) => [t.firstName, t.lastName, t.address])).toEqual([
        [text, text, text],
        [text, 'Loiacono', 'Via Roma 1, 70121 Bari'],
      ]);
    },
  );

  it.each(markup)(
    "a verification link for %s shows the customer's name unchanged",
    async (text) => {
      const link = await json<StaffPassportLink>(
        await send(
          'POST',
          '/api/staff/passport-links',
          {
            verificationUrl: 'https://verifica.example/s',
            customerName: text,
            bookingReference: text,
          },
          true,
        ),
        201,
      );
      expect(link).toMatchObject({ customerName: text, bookingReference: text });
      const list = await json<{ items: StaffPassportLink[] }>(
        await send('GET', '/api/staff/passport-links', undefined, true),
      );
      expect(list.items).toEqual([
        expect.objectContaining({ customerName: text, bookingReference: text }),
      ]);
      // The visitor's check page gets it as data too.
      const opened = await json<{ customerName: string }>(
        await send('POST', '/api/passport-verification/open', { token: link.token }),
      );
      expect(opened.customerName).toBe(text);
    },
  );

  it.each(markup)(
    'a departure led by %s shows its coordinators unchanged, to staff and visitors',
    async (text) => {
      const created = await json<StaffDeparture>(
        await send(
          'POST',
          '/api/staff/departures',
          newDeparture({
            destinationId: 'maldive-dubai',
            startDate: '2027-05-01',
            coordinators: [text, 'Marco'],
          }),
          true,
        ),
        201,
      );
      expect(created.coordinators).toEqual([text, 'Marco']);
      const changed = await json<StaffDeparture>(
        await send(
          'PATCH',
          '/api/staff/departures/maldives-dubai-20270410',
          { coordinators: ['Giulia', text] },
          true,
        ),
      );
      expect(changed.coordinators).toEqual(['Giulia', text]);
      const staffList = await json<Page<StaffDeparture>>(
        await send('GET', '/api/staff/departures', undefined, true),
      );
      expect(staffList.items.map((d) => d.coordinators)).toEqual([
        ['Giulia', text],
        [text, 'Marco'],
      ]);
      // The airport dialog shows coordinators to every visitor.
      const publicList = await json<{ departures: { coordinators: string[] }[] }>(
        await send('GET', '/api/destinations/maldive-dubai/departures'),
      );
      expect(publicList.departures.map((d) => d.coordinators)).toEqual([
        ['Giulia', text],
        [text, 'Marco'],
      ]);
    },
  );

  it.each(markup)('a chat click from the page %s is logged unchanged', async (text) => {
    await json(await send('POST', '/api/chat-clicks', { referrer: text }), 201);
    expect((await everyTable(database.db)).whatsapp_clicks).toEqual([
      expect.objectContaining({ referrer: text }),
    ]);
  });

  describe('in addresses', () => {
    it.each(markup)(
      'an API address with %s gets a JSON 404, even to a browser asking for HTML',
      async (text) => {
        const res = await app.request(`/api/${encodeURIComponent(text)}`, {
          headers: { accept: 'text/html' },
        });
        const body = await json<{ error: { code: string } }>(res, 404);
        expect(body.error.code).toBe('not_found');
      },
    );

    it.each(markup)(
      'a page address with %s gets its page, with the address written as text only',
      async (text) => {
        const { app: site } = await testApp(database.db, { env: { CLIENT_DIR: client.dir } });
        const addresses = [
          [`/${encodeURIComponent(text)}`, 404, 'Oops! Pagina non trovata'],
          [`/travel/${encodeURIComponent(text)}`, 404, 'Destinazione non trovata'],
          [`/travels?cerca=${encodeURIComponent(text)}`, 200, 'Viaggi di Gruppo'],
        ] as const;
        for (const [address, status, title] of addresses) {
          const res = await site.request(address, { headers: { accept: 'text/html' } });
          expect(res.status, address).toBe(status);
          expect(res.headers.get('location'), address).toBeNull();
          const html = await res.text();
          expect(html, address).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
          expectInertPage(html, address);
          const root = /<div id="root" data-path="([^"<>]*)">/.exec(html);
          expect(root, address).not.toBeNull();
          // The path as the address carries it, percent-encoded: the markup is never markup.
          expect(root![1], address).toBe(new URL(address, 'http://maestrale.example').pathname);
          for (const [, href] of html.matchAll(/<link rel="canonical" href="([^"]*)"/g)) {
            expect(href, address).not.toMatch(/[<>"]/);
          }
        }
      },
    );

    it('an address with a line break cannot add a header to the answer', async () => {
      const res = await app.request('/viaggi%0d%0aSet-Cookie:%20mv_staff=rubato%0d%0a', {
        headers: { accept: 'text/html' },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    });
  });

  describe('in the page the server writes', () => {
    it('keeps configured text that closes a script tag inside its JSON block', async () => {
      const name = '</script><script>alert(1)</script>';
      const { app: site } = await testApp(database.db, {
        env: {
          CLIENT_DIR: client.dir,
          SITE_NAME: name,
          SITE_ADDRESS: '<img src=x onerror=alert(1)>',
        },
      });
      const res = await site.request('/');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain(name);
      expectInertPage(html, 'the home');
      // The page shows the name as text, and the application reads it back unchanged.
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      const { config } = (await (await site.request('/api/agency')).json()) as Agency;
      expect(config).toMatchObject({ name, address: '<img src=x onerror=alert(1)>' });
    });
  });
});
