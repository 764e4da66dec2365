import type { SiteConfig } from '#domain/site-config.ts';

/**
 * Defaults for the agency data. They are fictional on purpose (an ".example" domain, the
 * textbook IBAN): a real deployment sets its own values through the environment.
 */
export const defaultSiteConfig: SiteConfig = {
  name: 'Maestrale Viaggi',
  legalName: 'Maestrale Viaggi S.r.l.',
  vatNumber: 'IT01234560729',
  atecoCode: '79.12.00',
  atecoDescription: 'Attività dei tour operator',
  address: 'Via Sparano da Bari 112, 70121 Bari (BA)',
  contactPhone: '+39 080 555 0142',
  contactEmail: 'info@maestraleviaggi.example',
  iban: 'IT60X0542811101000000123456',
  accountHolder: 'Maestrale Viaggi S.r.l.',
  chatNumbers: ['393331234567', '393471234568'],
  chatEnabled: true,
  socialLinks: {
    instagram: 'https://instagram.com/maestraleviaggi.example',
    facebook: 'https://facebook.com/maestraleviaggi.example',
    twitter: 'https://x.com/maestraleviaggi_example',
  },
  reviewsSite: {
    name: 'Recensioni verificate',
    url: 'https://recensioni.example/maestrale-viaggi',
  },
  discountPercentage: 30,
  pixelId: null,
  offerEndsAt: null,
  presentationVideoId: null,
  officeCoordinates: [41.1231, 16.8677],
  verificationCode: 'MV7Q2K',
  brandVersion: 'maestrale-viaggi@2026.11',
};
