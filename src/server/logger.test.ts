import { describe, expect, it } from 'vitest';
import { withoutCodes } from './logger.ts';

const TOKEN = 'q3Vd0c1Yb2x8nR5mT7kW9eJ4hF6gS1aL0pZ2uI8oXy4';

describe('withoutCodes', () => {
  it('keeps the tokens of private links out of the log, on the page and on the API', () => {
    expect(withoutCodes(`/prenotazione/${TOKEN}`)).toBe('/prenotazione/:token');
    expect(withoutCodes(`/api/my-booking/${TOKEN}/documents`)).toBe(
      '/api/my-booking/:token/documents',
    );
    expect(withoutCodes(`/lista-attesa/${TOKEN}`)).toBe('/lista-attesa/:token');
    expect(withoutCodes(`/api/waitlist-changes/${TOKEN}/confirmation`)).toBe(
      '/api/waitlist-changes/:token/confirmation',
    );
  });
});
