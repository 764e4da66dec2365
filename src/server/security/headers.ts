import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';

/** Where the marketing pixel's script comes from and where it reports. */
const pixelScript = 'https://connect.facebook.net';
const pixelReports = 'https://www.facebook.com';

/**
 * The page template's own inline scripts, each allowed by its hash: only the page's first
 * script, which must run before the browser reads the page (vite.config.ts). Any other inline
 * script, an injected one above all, is refused.
 */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * No inline scripts but the template's own (by hash), no third-party origins until a feature
 * needs one: frames the visitor asks for and, when an id is configured, the pixel (which itself
 * waits for consent). Inline styles stay allowed: Radix and sonner set them.
 */
export function securityHeaders(options: {
  https: boolean;
  pixel: boolean;
  scriptHashes?: string[];
}) {
  const pixel = (...origins: string[]) => (options.pixel ? origins : []);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(options.scriptHashes ?? []), ...pixel(pixelScript)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...pixel(pixelReports)],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...pixel(pixelReports, pixelScript)],
      // Frames the visitor asks for: the presentation video, the office map and the identity
      // check, whose provider (any HTTPS address) is chosen by staff link by link.
      frameSrc: ['https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // The camera may be lent to a frame that asks with `allow`: only the identity check does.
    permissionsPolicy: { camera: ['*'], microphone: [], geolocation: [], payment: [] },
    crossOriginEmbedderPolicy: false,
  });
}
