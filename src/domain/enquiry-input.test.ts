import { describe, expect, it } from 'vitest';
import { enquiryMessages } from './enquiry.ts';
import { enquirySchema } from './enquiry-input.ts';
import { textMessages } from './fields.ts';

const valid = {
  name: 'Chiara Loiacono',
  email: 'chiara.loiacono@example.it',
  phone: '+39 333 123 4567',
  message: 'Vorrei sapere se ci sono posti a marzo.',
  destinationId: 'maldive-dubai',
  travelDate: '16/03/2027 - 25/03/2027',
  airport: 'Roma Fiumicino',
  consent: true,
};

const problem = (input: Record<string, unknown>) => {
  const result = enquirySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('an enquiry', () => {
  it('accepts a complete one, trimmed', () => {
    const result = enquirySchema.parse({ ...valid, name: '  Chiara Loiacono ' });
    expect(result.name).toBe('Chiara Loiacono');
  });

  it('needs only name, e-mail, message and consent', () => {
    const result = enquirySchema.parse({
      name: 'Chiara',
      email: 'c@example.it',
      message: 'Informazioni',
      phone: '',
      consent: true,
    });
    expect(result).toMatchObject({
      phone: null,
      destinationId: null,
      travelDate: null,
      airport: null,
    });
  });

  it.each(['name', 'email', 'message'])('refuses a missing or blank %s', (field) => {
    expect(problem({ ...valid, [field]: undefined })).toBe(enquiryMessages.required);
    expect(problem({ ...valid, [field]: '   ' })).toBe(enquiryMessages.required);
  });

  it.each(['chiara', 'chiara@example', 'chiara @example.it', '@example.it'])(
    'refuses the e-mail "%s"',
    (email) => expect(problem({ ...valid, email })).toBe(enquiryMessages.email),
  );

  it('keeps the lines of the message, but no control characters anywhere', () => {
    const message = 'Buongiorno,\nvorrei sapere i prezzi.\n\tGrazie';
    expect(enquirySchema.parse({ ...valid, message }).message).toBe(message);
    expect(problem({ ...valid, message: 'Buongiorno\u0000' })).toBe(textMessages.freeText);
    expect(problem({ ...valid, name: 'Chiara\nLoiacono' })).toBe(textMessages.line);
    expect(problem({ ...valid, travelDate: 'marzo\u0000' })).toBe(textMessages.line);
  });

  it('refuses an enquiry without consent', () => {
    expect(problem({ ...valid, consent: false })).toBe(enquiryMessages.consent);
    expect(problem({ ...valid, consent: undefined })).toBe(enquiryMessages.consent);
  });

  it('takes an airport on one line (the server checks the trip offers it)', () => {
    expect(enquirySchema.parse({ ...valid, airport: ' Bari Palese ' }).airport).toBe('Bari Palese');
    expect(problem({ ...valid, airport: 'Bari\u0000' })).toBe(textMessages.line);
    expect(problem({ ...valid, airport: 'B'.repeat(61) })).toBe('Al massimo 60 caratteri.');
  });

  it('refuses a malformed phone or destination', () => {
    expect(problem({ ...valid, phone: 'chiamami' })).toBe(
      'Inserisci un numero di telefono valido.',
    );
    expect(problem({ ...valid, destinationId: 'Maldive!' })).toBe('Destinazione non valida.');
  });
});
