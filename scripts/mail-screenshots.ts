// Every e-mail of the site rendered with sample data, saved as HTML and photographed at phone
// and desktop width, to look at what we send:
//   npx tsx scripts/mail-screenshots.ts
// Files go to test-results/mail/<kind>.html, .txt and <kind>-<width>.png (full page).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import {
  bookingCancelledMessage,
  bookingReceivedMessages,
  depositRecordedMessage,
  documentsUploadedMessages,
  enquiryReceivedMessages,
  transferDeclaredMessages,
} from '../src/server/mail/messages.tsx';
import {
  holdExpiredMessage,
  holdReminderMessage,
  transferOverdueMessage,
} from '../src/server/mail/hold-messages.tsx';
import {
  balanceRecordedMessage,
  balanceReminderMessage,
} from '../src/server/mail/balance-messages.tsx';
import {
  sampleBooking as booking,
  sampleEnquiry,
  sampleSettings as settings,
} from '../src/server/testing/mail-samples.ts';

const confirmed = { ...booking, status: 'confirmed', paymentStatus: 'received' } as const;
const inquiry = {
  ...booking,
  status: 'inquiry',
  startDate: null,
  endDate: null,
  tripDays: null,
  nights: null,
} as const;
/** Booked three weeks before departure: the whole trip in one transfer. */
const inFull = {
  ...booking,
  paymentPlan: 'in_full',
  balanceDueDate: null,
  depositAmount: booking.totalPrice,
  paymentReference: 'Chiara Loiacono Pagamento completo Viaggio Maldive & Dubai',
} as const;
const messages = [
  ...(await bookingReceivedMessages(booking, settings)),
  {
    ...(await bookingReceivedMessages(inFull, settings))[0]!,
    kind: 'booking_received-in-full',
  },
  {
    ...(await bookingReceivedMessages(inquiry, settings))[0]!,
    kind: 'booking_received-inquiry',
  },
  ...(await transferDeclaredMessages(booking, settings)),
  await depositRecordedMessage(confirmed, settings),
  await bookingCancelledMessage({ ...booking, status: 'cancelled' }, settings),
  ...(await enquiryReceivedMessages(sampleEnquiry, settings)),
  ...(await documentsUploadedMessages(
    booking,
    { documents: ['passport', 'selfie'], travellerIndex: 1, missing: [2] },
    settings,
  )),
  await holdReminderMessage(booking, booking.holdUntil!, settings),
  await holdExpiredMessage({ ...booking, status: 'cancelled' }, booking.holdUntil!, settings),
  await transferOverdueMessage(
    { ...booking, status: 'payment_initiated' },
    booking.createdAt,
    settings,
  ),
  await balanceReminderMessage(
    { ...confirmed, balanceDueDate: booking.balanceDueDate! },
    booking.balanceDueDate!,
    settings,
  ),
  await balanceRecordedMessage(
    { ...confirmed, paymentStatus: 'paid_in_full', balancePaidOn: booking.balanceDueDate },
    ['Giulia', 'Marco'],
    settings,
  ),
];

const out = 'test-results/mail';
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, locale: 'it-IT' });
  for (const message of messages) {
    fs.writeFileSync(`${out}/${message.kind}.html`, message.html);
    fs.writeFileSync(`${out}/${message.kind}.txt`, `${message.subject}\n\n${message.text}`);
    // Offline: a mail client loads nothing either.
    await page.route('**', (route) => route.abort());
    await page.setContent(message.html);
    await page.screenshot({ path: `${out}/${message.kind}-${width}.png`, fullPage: true });
    console.log(`${out}/${message.kind}-${width}.png`);
  }
  await page.close();
}
await browser.close();
