import { describe, expect, it } from 'vitest';
import { ApiError, unwrap, unwrapEmpty } from './api.ts';

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
