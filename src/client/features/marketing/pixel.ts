import { cookieConsent } from '../../lib/consent.ts';
import { siteConfig } from '../../lib/page-data.ts';
import { visitorLocation } from '../../lib/visitor-location.ts';

type Pixel = ((...args: unknown[]) => void) & {
  queue: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  push: Pixel;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * Meta's loader written out as module code (its official snippet is an inline script, which
 * the site's CSP refuses): calls queue until the script arrives and takes them over.
 */
function loadPixel(id: string): Pixel {
  if (window.fbq) return window.fbq;
  const pixel = ((...args: unknown[]) => {
    if (pixel.callMethod) pixel.callMethod(...args);
    else pixel.queue.push(args);
  }) as Pixel;
  Object.assign(pixel, { queue: [], push: pixel, loaded: true, version: '2.0' });
  window.fbq = window._fbq = pixel;
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT;
  document.head.append(script);
  pixel('init', id);
  pixel('track', 'PageView');
  return pixel;
}

function marketingAllowed(): boolean {
  return Boolean(siteConfig.pixelId) && cookieConsent.current().choice?.marketing === true;
}

/** Follows the visitor's choice: loads the pixel on acceptance, silences it on refusal. */
export function applyCookieChoice(): void {
  if (marketingAllowed() && siteConfig.pixelId) {
    loadPixel(siteConfig.pixelId)('consent', 'grant');
  } else {
    window.fbq?.('consent', 'revoke');
  }
}

/** The spec's "Lead" event, sent only with consent: an enquiry or a chat has started. */
export function trackLead(message?: string): void {
  if (!marketingAllowed()) return;
  const region = visitorLocation()?.region;
  window.fbq?.('track', 'Lead', {
    content_name: message || 'General Inquiry',
    content_category: 'Travel Package',
    ...(region && { region }),
  });
}
