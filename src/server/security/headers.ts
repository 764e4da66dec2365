import { secureHeaders } from 'hono/secure-headers';

/**
 * No inline scripts, no third-party origins until a feature needs one (and then only for
 * frames the visitor asks for). Inline styles stay allowed: Radix and sonner set them.
 */
export function securityHeaders(options: { production: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // Only frames the visitor asks for: the presentation video and the office map.
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    crossOriginEmbedderPolicy: false,
  });
}
