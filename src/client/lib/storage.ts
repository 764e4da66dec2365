/** The browser storage keys of the spec, in one place. */
export const storageKeys = {
  bookingData: 'bookingData',
  travellersData: 'travelersData',
  lastBookingId: 'lastBookingId',
  paymentData: 'paymentData',
  /** Session storage: the private link of the booking just made (booking-handoff.ts). */
  bookingPageLink: 'bookingPageLink',
  selectedDate: 'selectedTravelDate',
  dateBackup: 'travelDateBackup',
  lastChatNumber: 'lastWhatsAppNumber',
  chatClicks: 'whatsappClickCount',
  cookieConsent: 'cookieConsent',
  referralSource: 'referralSource',
  referralCode: 'referralCode',
  /** The site's brand and version (SiteConfig.brandVersion), noted on every visit. */
  brandVersion: 'brandVersion',
  /** Where the site says the visitor is: country, code and region (visitor-location.ts). */
  userCountry: 'userCountry',
  /** The country's two-letter code, or "unknown". */
  userCountryCode: 'userCountryCode',
  /** Session storage: the address of the page last shown in this tab. */
  lastKnownRoute: 'lastKnownRoute',
} as const;

/** Browser storage that never throws (private modes, full quotas): the site works without it. */
function safeStorage(area: () => Storage) {
  return {
    read<T>(key: string): T | null {
      try {
        const value = area().getItem(key);
        return value === null ? null : (JSON.parse(value) as T);
      } catch {
        return null;
      }
    },
    /** Plain text, for the spec's keys that hold a bare word ("ads") rather than JSON. */
    readText(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    writeText(key: string, value: string): void {
      try {
        area().setItem(key, value);
      } catch {
        // As below.
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // As above.
      }
    },
    write(key: string, value: unknown): void {
      try {
        area().setItem(key, JSON.stringify(value));
      } catch {
        // Storage is a convenience here, never a requirement.
      }
    },
  };
}

/** Local storage: kept across visits. */
export const storage = safeStorage(() => window.localStorage);
/** Session storage: this tab's only, gone when it closes. */
export const tabStorage = safeStorage(() => window.sessionStorage);
