/** The browser storage keys of the spec, in one place. */
export const storageKeys = {
  bookingData: 'bookingData',
  travellersData: 'travelersData',
  lastBookingId: 'lastBookingId',
  paymentData: 'paymentData',
  selectedDate: 'selectedTravelDate',
  dateBackup: 'travelDateBackup',
  lastChatNumber: 'lastWhatsAppNumber',
  chatClicks: 'whatsappClickCount',
  cookieConsent: 'cookieConsent',
  referralSource: 'referralSource',
  referralCode: 'referralCode',
} as const;

/** Local storage that never throws (private modes, full quotas): the site works without it. */
export const storage = {
  read<T>(key: string): T | null {
    try {
      const value = window.localStorage.getItem(key);
      return value === null ? null : (JSON.parse(value) as T);
    } catch {
      return null;
    }
  },
  /** Plain text, for the spec's keys that hold a bare word ("ads") rather than JSON. */
  readText(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  writeText(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // As below.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
  write(key: string, value: unknown): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage is a convenience here, never a requirement.
    }
  },
};
