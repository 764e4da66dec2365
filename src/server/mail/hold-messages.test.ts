import { describe, expect, it } from 'vitest';
import { formatEuro } from '#domain/format.ts';
import { formatIban } from '#domain/iban.ts';
import {
  plain,
  sampleBooking as booking,
  sampleBookingPageUrl as pageUrl,
  sampleSettings as settings,
} from '../testing/mail-samples.ts';
import {
  holdExpiredMessage,
  holdReminderMessage,
  transferOverdueMessage,
} from './hold-messages.tsx';

const SITE_URL = 'https://www.maestraleviaggi.example';
const HOLD_UNTIL = booking.holdUntil!; // Saturday 28 November 2026, 15:03 in Rome

/** What the seat hold's three e-mails say, to whom, and where their links lead. */
describe('the seat hold’s e-mails', () => {
  it('the reminder: until when, the transfer, what happens otherwise, the page', async () => {
    const message = await holdReminderMessage(booking, HOLD_UNTIL, settings);
    expect(message).toMatchObject({
      kind: 'hold_reminder',
      recipient: booking.primary.email,
      bookingId: booking.id,
      replyTo: null,
      subject: 'Posti riservati fino a sabato 28 novembre alle 15:03 · Maldive & Dubai',
      // Its token is made as it leaves.
      privateLink: { kind: 'booking_page', target: booking.id },
    });
    const text = plain(message.text);
    expect(text).toContain('I VOSTRI POSTI SONO RISERVATI FINO A SABATO 28 NOVEMBRE ALLE 15:03');
    expect(text).toContain(
      'Ciao Chiara, ti ricordiamo che per Maldive & Dubai i vostri posti sono riservati fino a sabato 28 novembre alle 15:03 (ora italiana).',
    );
    expect(text).toContain('Per tenerli basta il bonifico della caparra di 3.480 €');
    expect(text).toContain('premi «Ho effettuato il bonifico» nella pagina della prenotazione');
    for (const fact of [
      'Bonifico per la caparra',
      settings.site.accountHolder,
      formatIban(settings.site.iban),
      'Chiara Loiacono Caparra Viaggio Maldive & Dubai',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(
      'la prenotazione si annulla e i posti tornano disponibili per altri viaggiatori',
    );
    expect(text).toContain(`Scrivici a ${settings.site.contactEmail}`);
    expect(message.html).toContain(`href="${pageUrl}"`);
  });

  it('speaks of one traveller’s seat as one', async () => {
    const alone = { ...booking, travellers: booking.travellers.slice(0, 1), travellersCount: 1 };
    const reminder = await holdReminderMessage(alone, HOLD_UNTIL, settings);
    expect(reminder.text).toContain(
      'il tuo posto è riservato fino a sabato 28 novembre alle 15:03',
    );
    const ended = await holdExpiredMessage({ ...alone, status: 'cancelled' }, HOLD_UNTIL, settings);
    expect(ended.text).toContain('IL TUO POSTO NON È PIÙ RISERVATO');
    expect(ended.text).toContain('il posto per Maldive & Dubai era riservato fino a');
    expect(ended.text).toContain("l'abbiamo liberato per altri viaggiatori");
  });

  it('the hold ended: kindly, with a way back to the trip', async () => {
    const cancelled = { ...booking, status: 'cancelled', holdUntil: null } as const;
    const message = await holdExpiredMessage(cancelled, HOLD_UNTIL, settings);
    expect(message).toMatchObject({
      kind: 'hold_expired',
      recipient: booking.primary.email,
      bookingId: booking.id,
      subject: 'Posti non più riservati #3f2a9c1e · Maldive & Dubai',
    });
    const text = plain(message.text);
    expect(text).toContain('I VOSTRI POSTI NON SONO PIÙ RISERVATI');
    expect(text).toContain(
      'Ciao Chiara, i posti per Maldive & Dubai erano riservati fino a sabato 28 novembre alle 15:03.',
    );
    expect(text).toContain(
      'li abbiamo liberati per altri viaggiatori e la prenotazione è stata annullata',
    );
    expect(text).toContain(
      'Se il bonifico è già partito, o se vuoi ancora venire con noi, scrivici',
    );
    expect(text).toContain('Finché ci sono posti liberi puoi anche prenotare di nuovo');
    expect(message.html).toContain(`href="${SITE_URL}/travel/maldive-dubai"`);
    // Nothing left to pay: no transfer details.
    expect(text).not.toContain(formatIban(settings.site.iban));
  });

  it('the transfer to check: to the agency, with what to look for and the back office', async () => {
    const declared = { ...booking, status: 'payment_initiated', holdUntil: null } as const;
    const message = await transferOverdueMessage(declared, '2026-11-23T08:30:00.000Z', settings);
    expect(message).toMatchObject({
      kind: 'transfer_overdue_staff',
      recipient: settings.mail.staffInbox,
      replyTo: booking.primary.email,
      bookingId: booking.id,
      subject: 'Bonifico da verificare #3f2a9c1e · Chiara Loiacono',
    });
    const text = plain(message.text);
    expect(text).toContain(
      'Chiara Loiacono ha dichiarato il bonifico della caparra per la prenotazione #3f2a9c1e (Maldive & Dubai) lunedì 23 novembre alle 09:30, e il pagamento non è ancora registrato.',
    );
    expect(text).toContain('La prenotazione non si annulla da sola');
    expect(text).toContain(`Importo\n${formatEuro(3480).replace(/\u00a0/g, ' ')}`);
    expect(message.html).toContain(`href="${SITE_URL}/admin/bookings/${booking.id}"`);
  });
});
