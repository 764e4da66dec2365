import { describe, expect, it } from 'vitest';
import type { ManifestTraveller, StaffDepartureManifest } from './backoffice.ts';
import { manifestCsv, manifestFileName } from './departure-manifest.ts';

const traveller = (changes: Partial<ManifestTraveller>): ManifestTraveller => ({
  bookingId: '3f2a9c1e-0000-4000-8000-000000000000',
  travellerIndex: 0,
  firstName: 'Anna',
  lastName: 'Rossi',
  birthDate: '1990-05-14T12:00:00.000Z',
  passportNumber: 'YA1234567',
  passportExpiry: '2031-02-03',
  passport: 'ok',
  documents: { passport: true, selfie: false },
  status: 'confirmed',
  paymentStatus: 'paid_in_full',
  holdUntil: null,
  balance: null,
  lead: { name: 'Anna Rossi', email: 'anna.rossi@example.it', phone: '+39 333 123 4567' },
  ...changes,
});

const manifest = (travellers: ManifestTraveller[]): StaffDepartureManifest => ({
  departure: {
    id: 'islanda-20270612',
    destinationId: 'islanda-norvegia',
    destinationTitle: 'Islanda & Norvegia',
    startDate: '2027-06-12',
    endDate: '2027-06-21',
    price: 2900,
    spotsAvailable: 9,
    totalSpots: 10,
    coordinators: ['Giulia', 'Marco'],
    closed: false,
    booked: travellers.length,
    minGroup: 6,
    confirmed: null,
    cancelled: null,
  },
  seats: { sold: travellers.length, held: [], free: 9, unexplained: 0 },
  travellers,
  refunds: [],
  messages: [],
});

describe('the passenger list as CSV', () => {
  it('quotes a field holding the separator or a quote, and orders by surname with accents', () => {
    const csv = manifestCsv(
      manifest([
        traveller({
          lastName: 'Zanetti',
          lead: { name: 'Zanetti; Pia', email: 'p@example.it', phone: '1' },
        }),
        traveller({ lastName: 'Èrcole', firstName: 'Luca "Lucky"' }),
      ]),
    );
    const [, first, second] = csv.slice(1).split('\r\n');
    expect(first).toMatch(
      /^Èrcole;"Luca ""Lucky""";14\/05\/1990;YA1234567;03\/02\/2031;Valido;#3f2a9c1e;Confermata;Saldata;sì;no;/,
    );
    expect(second).toContain(';"Zanetti; Pia";p@example.it;1');
  });

  it('is named after the trip and the day', () => {
    expect(manifestFileName(manifest([]), 'csv')).toBe(
      'passeggeri-islanda-norvegia-2027-06-12.csv',
    );
  });
});
