import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, unwrap, unwrapEmpty } from './api.ts';

const response = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body });

describe('the API wrapper', () => {
  it('hands back the data of a successful call', async () => {
    await expect(unwrap(response(200, { staff: { name: 'Giulia' } }))).resolves.toEqual({
      staff: { name: 'Giulia' },
    });
  });

  it('turns the server error shape into an ApiError with its message and fields', async () => {
    const error = await unwrap(
      response(400, {
        error: {
          code: 'validation_failed',
          message: 'Dati non validi',
          fields: { email: 'Email?' },
        },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Dati non validi',
      fields: { email: 'Email?' },
    });
  });

  it('explains a network failure in Italian', async () => {
    await expect(unwrap(Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Connessione non riuscita. Controlla la rete e riprova.',
    });
  });

  it('never shows a raw server page as a message', async () => {
    await expect(unwrap(response(502, '<html>Bad gateway</html>'))).rejects.toMatchObject({
      message: 'Si è verificato un errore imprevisto. Riprova più tardi.',
    });
  });

  it('reads no body from a 204, and a refusal of an empty answer as any other', async () => {
    const empty = Promise.resolve({
      ok: true,
      status: 204,
      json: () => Promise.reject(new SyntaxError('Unexpected end of JSON input')),
    });
    await expect(unwrapEmpty(empty)).resolves.toBeUndefined();
    const refused = response(409, {
      error: { code: 'conflict', message: 'Il pacchetto ha ancora dei viaggi.' },
    });
    await expect(unwrapEmpty(refused)).rejects.toMatchObject({
      status: 409,
      message: 'Il pacchetto ha ancora dei viaggi.',
    });
    await expect(
      unwrapEmpty(Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toMatchObject({
      status: 0,
    });
  });
});

describe('the typed calls', () => {
  // A server that says what it was asked, answering the browser's fetch in-process.
  const server = new Hono().all('*', async (c) =>
    c.json({
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      query: [...new URL(c.req.url).searchParams],
      type: c.req.header('content-type') ?? null,
      key: c.req.header('idempotency-key') ?? null,
      body: c.req.method === 'GET' ? null : await c.req.text(),
    }),
  );
  const asked = () =>
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      server.request(`http://127.0.0.1${input}`, init),
    );
  afterEach(() => vi.unstubAllGlobals());

  it("puts the address's parameters in it, escaped, and the query after it", async () => {
    asked();
    const answer = await unwrap(
      api.staff.bookings.$get({ query: { page: '2', search: "D'Angelo è", status: undefined } }),
    );
    expect(answer).toMatchObject({
      method: 'GET',
      path: '/api/staff/bookings',
      query: [
        ['page', '2'],
        ['search', "D'Angelo è"],
      ],
    });
    const mine = await unwrap(
      api['my-booking'][':token'].$get({ param: { token: 'a/b c' } }) as Promise<Response>,
    );
    expect(mine).toMatchObject({ path: '/api/my-booking/a%2Fb%20c', query: [] });
  });

  it('sends a JSON body with its type and the headers given, or the body given as it is', async () => {
    asked();
    const booking = { name: 'Niccolò', surname: "D'Angelo" };
    const sent = await unwrap(
      api.bookings.$post({
        json: booking as never,
        header: { 'idempotency-key': 'k1' },
      }) as Promise<Response>,
    );
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/api/bookings',
      type: 'application/json',
      key: 'k1',
      body: JSON.stringify(booking),
    });
    const form = new FormData();
    form.append('traveller', '1');
    const uploaded = await unwrap(
      api['my-booking'][':token'].documents.$post(
        { param: { token: 'abc' } },
        { init: { body: form } },
      ) as Promise<Response>,
    );
    expect(uploaded).toMatchObject({
      path: '/api/my-booking/abc/documents',
      type: expect.stringMatching(/^multipart\/form-data; boundary=/),
    });
  });
});
