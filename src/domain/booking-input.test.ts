import { describe, expect, it } from 'vitest';
import { bookingMessages } from './booking.ts';
import { bookingRequestSchema } from './booking-input.ts';
import { parseItalianDate, todayInRome } from './calendar.ts';
import { textMessages } from './fields.ts';
import { passportMessages } from './passport.ts';

const primary = {
  firstName: 'Chiara',
  lastName: 'Loiacono',
  birthDate: '14/05/1990',
  address: 'Via Roma 1, Bari',
  passportNumber: 'YA1234567',
  email: 'chiara.loiacono@example.it',
  phone: '+39 333 123 4567',
};
const companion = {
  firstName: 'Marco',
  lastName: 'Loiacono',
  birthDate: '02/11/1988',
  address: 'Via Roma 1, Bari',
  passportNumber: 'YB7654321',
};
const request = (travellers: Record<string, unknown>[]) => ({
  destinationId: 'maldive-dubai',
  travellers,
});
/** Field path -> message of every problem, or null when the request is valid. */
const problems = (input: unknown) => {
  const result = bookingRequestSchema.safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('a birth date typed as GG/MM/AAAA', () => {
  it.each([
    ['14/05/1990', '1990-05-14'],
    ['29/02/2000', '2000-02-29'],
    ['31/02/1990', null],
    ['29/02/1900', null],
    ['1/2/1990', null],
    ['01/02/90', null],
    ['01/02/19900', null],
    ['1990-05-14', null],
  ])('reads %s as %s', (typed, day) => {
    expect(parseItalianDate(typed)).toBe(day);
  });

  it('takes at most 10 characters in the form', () => {
    expect(problems(request([{ ...primary, birthDate: '14/05/19900' }]))).toEqual({
      'travellers.0.birthDate': 'Al massimo 10 caratteri.',
    });
  });
});

describe('a booking request', () => {
  it('needs e-mail and phone from the primary traveller only', () => {
    expect(problems(request([primary, companion]))).toBeNull();
    expect(problems(request([{ ...primary, email: undefined }]))).toEqual({
      'travellers.0.email': bookingMessages.required,
    });
    expect(problems(request([{ ...primary, phone: '  ' }]))).toEqual({
      'travellers.0.phone': bookingMessages.required,
    });
  });

  it('keeps no contacts the companions did not give', () => {
    const parsed = bookingRequestSchema.parse(request([primary, { ...companion, email: '' }]));
    expect(parsed.travellers[1]).toMatchObject({ email: null, phone: null });
  });

  it('takes the birth date typed or as an ISO day, and refuses an impossible one', () => {
    const typed = bookingRequestSchema.parse(request([primary]));
    const iso = bookingRequestSchema.parse(request([{ ...primary, birthDate: '1990-05-14' }]));
    expect(typed.travellers[0]!.birthDate).toBe('1990-05-14');
    expect(iso.travellers[0]!.birthDate).toBe('1990-05-14');
    expect(problems(request([{ ...primary, birthDate: '31/02/1990' }]))).toEqual({
      'travellers.0.birthDate': bookingMessages.birthDate,
    });
  });

  it('takes a birth date in the past and less than 120 years ago', () => {
    const today = todayInRome(new Date());
    const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
    const birthDate = (value: string) =>
      problems(request([{ ...primary, birthDate: value }]))?.['travellers.0.birthDate'] ?? null;
    expect(birthDate('01/01/2100')).toBe(bookingMessages.birthDateFuture);
    expect(birthDate(today)).toBe(bookingMessages.birthDateFuture);
    expect(birthDate(yearsAgo(130))).toBe(bookingMessages.birthDateTooOld);
    expect(birthDate(yearsAgo(120))).toBe(bookingMessages.birthDateTooOld);
    expect(birthDate(yearsAgo(119))).toBeNull();
    expect(birthDate(yearsAgo(1))).toBeNull();
  });

  it.each([
    ['a NUL in a name', { firstName: 'Chiara\u0000' }, 'firstName'],
    ['a new line in a name', { lastName: 'Loiacono\nRossi' }, 'lastName'],
    ['a tab in an address', { address: 'Via Roma 1,\tBari' }, 'address'],
  ])('refuses %s, which would reach the transfer’s causale', (_, change, field) => {
    expect(problems(request([{ ...primary, ...change }]))).toEqual({
      [`travellers.0.${field}`]: textMessages.line,
    });
  });

  it('answers a field of the wrong type in Italian', () => {
    expect(problems({ ...request([primary]), departureId: 42 })).toEqual({
      departureId: 'Valore non valido: serve un testo.',
    });
  });

  it('writes the passport number without spaces, in capitals, and refuses other signs', () => {
    const parsed = bookingRequestSchema.parse(
      request([{ ...primary, passportNumber: ' ya 123 4567 ' }]),
    );
    expect(parsed.travellers[0]!.passportNumber).toBe('YA1234567');
    expect(problems(request([{ ...primary, passportNumber: 'YA-123456' }]))).toEqual({
      'travellers.0.passportNumber': bookingMessages.passport,
    });
  });

  it('takes any airport on one line, trimmed, or none', () => {
    const airport = (value: unknown) =>
      bookingRequestSchema.parse({ ...request([primary]), airport: value }).airport;
    expect(airport('  Bari Palese ')).toBe('Bari Palese');
    expect(airport('')).toBeNull();
    expect(airport(undefined)).toBeNull();
    expect(problems({ ...request([primary]), airport: 'Bari\nPalese' })).toEqual({
      airport: textMessages.line,
    });
    expect(problems({ ...request([primary]), airport: 'B'.repeat(61) })).toEqual({
      airport: 'Al massimo 60 caratteri.',
    });
  });

  it('takes one to ten travellers', () => {
    expect(problems(request([]))).toEqual({ travellers: bookingMessages.required });
    expect(problems(request([primary, ...Array(9).fill(companion)]))).toBeNull();
    expect(problems(request([primary, ...Array(10).fill(companion)]))).toEqual({
      travellers: bookingMessages.tooMany,
    });
  });
});

describe("a traveller's passport expiry", () => {
  const inYears = (years: number) => {
    const [year, month, day] = todayInRome(new Date()).split('-');
    return `${day}/${month}/${Number(year) + years}`;
  };

  it('is asked, not required: a traveller without it books as the spec describes', () => {
    const parsed = bookingRequestSchema.parse(request([primary]));
    expect(parsed.travellers[0]!.passportExpiry).toBeNull();
  });

  it('is read from GG/MM/AAAA as a day', () => {
    const parsed = bookingRequestSchema.parse(
      request([{ ...primary, passportExpiry: '03/02/2031' }]),
    );
    expect(parsed.travellers[0]!.passportExpiry).toBe('2031-02-03');
  });

  it.each([
    ['31/02/2031', passportMessages.expiry],
    ['2031', passportMessages.expiry],
    [inYears(-1), passportMessages.expired],
  ])('refuses %s in Italian', (typed, message) => {
    expect(problems(request([{ ...primary, passportExpiry: typed }]))).toEqual({
      'travellers.0.passportExpiry': message,
    });
  });

  it('before the birth date is in the past too: refused', () => {
    expect(
      problems(request([{ ...primary, birthDate: '14/05/1990', passportExpiry: '01/01/1989' }])),
    ).toEqual({ 'travellers.0.passportExpiry': passportMessages.expired });
  });
});
