import type { Page } from '@playwright/test';
import type { TripAvailability, TripSummary } from '../../src/domain/catalogue.ts';
import { seatBadge, seatStatus } from '../../src/domain/departures.ts';
import { formatEuro } from '../../src/domain/format.ts';
import { headlinePrice } from '../../src/domain/pricing.ts';
import { expect, test } from './fixtures.ts';

/** The path, query included, of the page's address, and whether it has a hash. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return { path: url.pathname + url.search, hash: url.hash };
};

// Each page also fails on any console error (fixtures.ts): a page that hydrated differently
// from the server's HTML, or an address the site could not handle.
test.describe("the spec's hash addresses", () => {
  const pages: [string, string, RegExp][] = [
    ['/#/', '/', /^VIAGGI DI GRUPPO ESCLUSIVI$/],
    ['/#/travels', '/travels', /^Viaggi di Gruppo$/],
    ['/#/travel/maldive-dubai', '/travel/maldive-dubai', /^Maldive & Dubai$/],
    ['/#/about', '/about', /^Un'agenzia piccola, per viaggi da ricordare$/],
    ['/#/team', '/team', /^Il Team$/],
    ['/#/contact', '/contact', /^Contatta i Nostri Esperti$/],
    ['/#/privacy-policy', '/privacy-policy', /^Privacy Policy$/],
    ['/#/ads-special', '/ads-special', /30% di sconto/],
    ['/#/ads-special/travel/thailandia', '/ads-special/travel/thailandia', /^Thailandia$/],
    [
      '/#/ads-special/booking?destination=grecia',
      '/ads-special/booking?destination=grecia',
      /^Prenota il Tuo Viaggio$/,
    ],
    ['/#/verifica-prenotazioni', '/verifica-prenotazioni', /^Verifica Prenotazione$/],
  ];

  for (const [hashAddress, path, title] of pages) {
    test(`${hashAddress} lands on ${path} with its page`, async ({ page }) => {
      await page.goto(hashAddress);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(address(page)).toEqual({ path, hash: '' });
    });
  }

  // Read as `//evil.com`, these once threw before the application started: a page that never
  // answered a tap.
  for (const hashAddress of ['/#//evil.com', '/#/\\evil.com']) {
    test(`${hashAddress} lands on the home, which answers`, async ({ page, isMobile }) => {
      await page.goto(hashAddress);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        /^VIAGGI DI GRUPPO ESCLUSIVI$/,
      );
      expect(address(page)).toEqual({ path: '/', hash: '' });
      // A mark on the window: the next page is drawn by the application, not loaded afresh.
      await page.evaluate(() => ((window as unknown as { visit: string }).visit = 'in corso'));
      if (isMobile) await page.getByRole('button', { name: 'Apri il menu' }).click();
      const nav = isMobile
        ? page.getByRole('dialog', { name: 'Menu' })
        : page.getByRole('navigation', { name: 'Principale' });
      await nav.getByRole('link', { name: 'Viaggi e Pacchetti', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viaggi di Gruppo');
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/travels$/);
      expect(await page.evaluate(() => (window as unknown as { visit?: string }).visit)).toBe(
        'in corso',
      );
    });
  }

  test('a booking link with its departure lands on the form with that departure chosen', async ({
    page,
    request,
  }) => {
    const { departures } = (await (
      await request.get('/api/destinations/maldive-dubai/departures')
    ).json()) as { departures: { id: string; spotsAvailable: number }[] };
    const departure = departures.find((candidate) => candidate.spotsAvailable > 0)!;
    const query = `?destination=maldive-dubai&departure=${departure.id}`;
    await page.goto(`/#/booking${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completa la prenotazione');
    await expect(page.getByRole('complementary', { name: 'Maldive & Dubai' })).toBeVisible();
    expect(address(page)).toEqual({ path: `/booking${query}`, hash: '' });
  });
});

test.describe('a trip page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("shows the trip's title, description, price, programme and seats", async ({
    page,
    request,
  }) => {
    const { trips } = (await (await request.get('/api/catalogue')).json()) as {
      trips: TripSummary[];
    };
    const trip = trips.find((candidate) => candidate.id === 'maldive-dubai')!;
    const availability = (
      (await (await request.get('/api/catalogue/availability')).json()) as Record<
        string,
        TripAvailability
      >
    )[trip.id]!;
    expect(availability.departures).toBeGreaterThan(0);
    const seats = availability.nextDepartureSeats!;

    await page.goto(`/travel/${trip.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title);
    await expect(page.getByText(trip.description, { exact: true })).toBeVisible();
    const { price } = headlinePrice(trip, availability.lowestPrice);
    await expect(page.getByText(`da ${formatEuro(price)} a persona`).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Il programma giorno per giorno' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Partenza per Dubai' })).toBeVisible();
    await expect(
      page
        .getByText(
          `${availability.departures} date disponibili${
            seatStatus(seats) === 'few' ? ` · ${seatBadge(seats)} sulla prossima` : ''
          }`,
          { exact: true },
        )
        // The booking panel's, ahead of the other trips of the package with their own dates.
        .first(),
    ).toBeVisible();
  });
});

test('the back button returns to the page before, without loading the site again', async ({
  page,
}) => {
  await page.goto('/travels');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viaggi di Gruppo');
  // A mark on the window: a page loaded afresh would not have it.
  await page.evaluate(() => ((window as unknown as { visit: string }).visit = 'in corso'));
  await page.getByRole('link', { name: 'Dettagli: Thailandia' }).click();
  await expect(page).toHaveURL(/\/travel\/thailandia$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thailandia');

  await page.goBack();
  await expect(page).toHaveURL(/\/travels$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viaggi di Gruppo');
  expect(await page.evaluate(() => (window as unknown as { visit?: string }).visit)).toBe(
    'in corso',
  );

  await page.goForward();
  await expect(page).toHaveURL(/\/travel\/thailandia$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thailandia');
});

test("a team member's shared link is the profile's real address, and opens it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/team');
  await page.getByRole('button', { name: 'Copia link del profilo di Giulia Lorusso' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Link copiato!');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/team/giulia-lorusso`);

  const reader = await context.newPage();
  const answer = await reader.goto(link);
  expect(answer?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Giulia Lorusso');
  expect(address(reader)).toEqual({ path: '/team/giulia-lorusso', hash: '' });
});
