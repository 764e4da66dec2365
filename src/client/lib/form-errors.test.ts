import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { placeFieldErrors } from './form-errors.ts';

describe('placeFieldErrors', () => {
  it("places the server's messages beside the form's own fields", () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'validation_failed', 'Dati non validi.', {
      'coordinators.1': 'Indica il nome del coordinatore.',
      other: 'Non di questo modulo.',
    });
    expect(placeFieldErrors(error, ['coordinators'], setError)).toBe(true);
    expect(setError).toHaveBeenCalledOnce();
    expect(setError).toHaveBeenCalledWith(
      'coordinators.1',
      { type: 'server', message: 'Indica il nome del coordinatore.' },
      { shouldFocus: true },
    );
  });

  it('leaves other errors to the caller', () => {
    const setError = vi.fn();
    expect(
      placeFieldErrors(new ApiError(409, 'conflict', 'Già esiste.'), ['price'], setError),
    ).toBe(false);
    expect(placeFieldErrors(new Error('rete'), ['price'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
