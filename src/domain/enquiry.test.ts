import { describe, expect, it } from 'vitest';
import { composeEnquiryMessage } from './enquiry.ts';

describe('the composed message', () => {
  const destination = 'Maldive & Dubai';
  const dates = '16/03/2027 - 25/03/2027';
  const airport = 'Roma Fiumicino';

  it.each([
    [
      { destination, dates, airport },
      `Salve, vorrei informazioni sul viaggio a ${destination} per le date ${dates} con partenza da ${airport}. Grazie.`,
    ],
    [
      { destination, dates },
      `Salve, vorrei informazioni sul viaggio a ${destination} per le date ${dates}. Grazie.`,
    ],
    [
      { destination, airport },
      `Salve, vorrei informazioni sul viaggio a ${destination} con partenza da ${airport}. Grazie.`,
    ],
    [
      { dates, airport },
      `Salve, vorrei informazioni sul viaggio per le date ${dates} con partenza da ${airport}. Grazie.`,
    ],
    [{ destination }, `Salve, vorrei informazioni sul viaggio a ${destination}. Grazie.`],
    [{ dates }, `Salve, vorrei informazioni sul viaggio per le date ${dates}. Grazie.`],
    [{ airport }, `Salve, vorrei informazioni sul viaggio con partenza da ${airport}. Grazie.`],
    [{}, 'Salve, vorrei informazioni sul viaggio. Grazie.'],
  ])('%o', (choice, message) => {
    expect(composeEnquiryMessage(choice)).toBe(message);
  });
});
