import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHAT_MESSAGE,
  chatLink,
  composeBookingChatMessage,
  composeChatMessage,
  nextChatNumber,
} from './chat.ts';

describe('chat number rotation', () => {
  const numbers = ['393331234567', '393471234568', '393201234569'];

  it('starts with the first number', () => {
    expect(nextChatNumber(numbers, null)).toBe('393331234567');
  });

  it('takes the next number after the last one used, and goes round', () => {
    expect(nextChatNumber(numbers, '393331234567')).toBe('393471234568');
    expect(nextChatNumber(numbers, '393471234568')).toBe('393201234569');
    expect(nextChatNumber(numbers, '393201234569')).toBe('393331234567');
  });

  it('starts again from the first when the last number is no longer configured', () => {
    expect(nextChatNumber(numbers, '390000000000')).toBe('393331234567');
  });

  it('always answers the only number when there is one', () => {
    expect(nextChatNumber(['393331234567'], '393331234567')).toBe('393331234567');
  });
});

describe('the chat link', () => {
  it('carries the whole message, encoded', () => {
    const link = chatLink(
      '393331234567',
      'Salve, vorrei informazioni sul viaggio a Maldive & Dubai. Grazie.',
    );
    expect(link).toBe(
      'https://wa.me/393331234567?text=Salve%2C%20vorrei%20informazioni%20sul%20viaggio%20a%20Maldive%20%26%20Dubai.%20Grazie.',
    );
    expect(new URL(link).searchParams.get('text')).toContain('Maldive & Dubai');
  });
});

describe('the chat message', () => {
  const destination = 'Maldive & Dubai';
  const start = '16/03/2027';
  const end = '25/03/2027';
  const airport = 'Milano Malpensa';

  it.each([
    [
      { destination, start, end, airport },
      'Ciao! Mi interessa il viaggio a Maldive & Dubai per queste date: 16/03/2027 al 25/03/2027 con partenza da Milano Malpensa. Posso ricevere maggiori informazioni?',
    ],
    [
      { destination, start, end },
      'Ciao! Mi interessa il viaggio a Maldive & Dubai per queste date: 16/03/2027 al 25/03/2027. Posso ricevere maggiori informazioni?',
    ],
    [
      { destination, airport },
      'Ciao! Mi interessa il viaggio a Maldive & Dubai con partenza da Milano Malpensa. Posso ricevere maggiori informazioni?',
    ],
    [
      { destination },
      'Ciao! Mi interessa il viaggio a Maldive & Dubai. Posso ricevere maggiori informazioni?',
    ],
    [{ start, end, airport }, DEFAULT_CHAT_MESSAGE],
    [{}, 'Ciao! Sono interessato ai pacchetti viaggio in offerta, potete darmi più informazioni?'],
  ])('%o', (choice, message) => {
    expect(composeChatMessage(choice)).toBe(message);
  });
});

describe('an airport staff gave a trip', () => {
  it('is named in both chats as it is written', () => {
    const trip = { destination: 'Grecia: Atene & Santorini', airport: 'Bari Palese' };
    expect(composeChatMessage(trip)).toBe(
      'Ciao! Mi interessa il viaggio a Grecia: Atene & Santorini con partenza da Bari Palese. Posso ricevere maggiori informazioni?',
    );
    expect(
      composeBookingChatMessage({ ...trip, start: '10/04/2027', end: '16/04/2027', days: 7 }),
    ).toContain('(7 giorni / 6 notti) con partenza da Bari Palese.');
  });
});

describe('the ads booking chat', () => {
  it('names the trip, both dates with days and nights, and the airport', () => {
    expect(
      composeBookingChatMessage({
        destination: 'Tokyo & Kyoto',
        start: '10/03/2027',
        end: '19/03/2027',
        days: 10,
        airport: 'Napoli Capodichino',
      }),
    ).toBe(
      'Ciao! Vorrei prenotare il viaggio a Tokyo & Kyoto dal 10/03/2027 al 19/03/2027 (10 giorni / 9 notti) con partenza da Napoli Capodichino. Potete aiutarmi a completare la prenotazione?',
    );
  });
});
