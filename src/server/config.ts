import path from 'node:path';
import { z } from 'zod';
import { defaultSiteConfig } from '#content/site.ts';
import { DEFAULT_AUDIT_RETENTION_YEARS } from '#domain/audit.ts';
import { defaultLifecycle, type LifecycleSettings } from '#domain/booking-lifecycle.ts';
import { siteConfigSchema, type SiteConfig } from '#domain/site-config.ts';

/** Where the data lives: an embedded SQLite file (default) or a PostgreSQL server. */
export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type Config = {
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The one folder of the data on disk (`DATA_DIR`): the database, uploads and mail by default. */
  dataDir: string;
  database: DatabaseTarget;
  uploadsDir: string;
  /** Below this free space (MB) in the data folder, /readyz says not ready. */
  readyMinFreeMb: number;
  /** The bucket the passport documents go to; null: the local folder `uploadsDir`. */
  objectStorage: ObjectStorageConfig | null;
  clientDir: string;
  /** Header set by a trusted reverse proxy with the visitor's address; null = the socket's. */
  clientIpHeader: string | null;
  /** Header set by a trusted proxy with the visitor's country (ISO 3166 alpha-2). */
  countryHeader: string | null;
  /** Certificate and key (PEM files): the site is then served over HTTPS with HTTP/2. */
  tls: { certFile: string; keyFile: string } | null;
  /**
   * The site's address (`SITE_URL`, or this server's own with TLS) is HTTPS: the staff cookies
   * are then `Secure` and every answer carries HSTS. Over plain HTTP they would be lost.
   */
  https: boolean;
  /** Created on start when no staff account exists yet. */
  firstStaff: { email: string; password: string } | null;
  /** Seats a contact e-mail may hold in open unpaid bookings; a client address in 24 hours. */
  unpaidSeats: { perContact: number; perAddress: number };
  /** The booking's clock: seat holds, transfer checks, the balance (domain/booking-lifecycle.ts). */
  lifecycle: LifecycleSettings;
  /** Outgoing e-mail (src/server/mail): by SMTP, or written as .eml files without it. */
  mail: MailConfig;
  site: SiteConfig;
  /** Years the audit trail keeps a line (domain/audit.ts), then the scheduler purges it. */
  auditRetentionYears: number;
};

export type MailConfig = {
  /** smtp:// or smtps:// with the account; null: each message becomes a file in `dir`. */
  smtpUrl: string | null;
  from: { name: string; address: string };
  /** Where the agency's notices go. */
  staffInbox: string;
  dir: string;
  /** The site's public address, which the links in the e-mails lead to. */
  siteUrl: string;
};

/** S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) for the passport documents. */
export type ObjectStorageConfig = {
  bucket: string;
  region: string;
  /** The service's address; null: AWS S3 itself. */
  endpoint: string | null;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`, as most non-AWS services want. */
  forcePathStyle: boolean;
  /** null: the SDK's own chain (instance role, AWS_* variables, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Each attempt's deadline to connect, and to hear back once connected, in ms. */
  timeoutMs: number;
  /** Attempts per call (the first and its retries) before the store is called unavailable. */
  maxAttempts: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);
const positiveWhole = (fallback: number) =>
  z.coerce
    .number()
    .int('must be a whole number')
    .positive('must be a positive whole number')
    .default(fallback);
const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// address such as smtp://user:password@mail.example.it:587');
/** "Maestrale Viaggi <info@…>" or a bare address. */
const MAILBOX = /^\s*(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+@[^<>\s]+)>\s*$|^\s*([^<>\s]+@[^<>\s]+)\s*$/;
/** S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const headerName = z
  .string()
  .regex(/^[a-z0-9-]+$/i, 'must be a header name such as x-forwarded-for');

const envSchema = z
  .object({
    // Read by React and the other libraries: `production` runs their production builds.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int('must be a whole number').min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Personal data on disk; DATABASE_URL, UPLOADS_DIR and MAIL_DIR move one part elsewhere.
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().min(1).optional(),
    UPLOADS_DIR: z.string().min(1).optional(),
    CLIENT_DIR: z.string().min(1).default('./dist/client'),
    S3_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        error: "must be the storage service's address, such as https://s3.eu-south-1.example.com",
      })
      .optional(),
    S3_BUCKET: z
      .string()
      .regex(BUCKET, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens')
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-south-1 (or auto)')
      .default('eu-south-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.optional(),
    S3_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(500, 'must be at least 500 (ms)')
      .max(120_000, 'must be at most 120000 (ms)')
      .default(10_000),
    S3_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(5).default(2),
    CLIENT_IP_HEADER: headerName.optional(),
    COUNTRY_HEADER: headerName.optional(),
    STAFF_EMAIL: z.email('must be an e-mail address').optional(),
    STAFF_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: z
      .string()
      .regex(MAILBOX, 'must be an address, or a name and an address: Maestrale Viaggi <info@…>')
      .optional(),
    STAFF_NOTIFY_EMAIL: z.email('must be an e-mail address').optional(),
    MAIL_DIR: z.string().min(1).optional(),
    SITE_URL: z
      .url({
        protocol: /^https?$/,
        error: "must be the site's address, such as https://www.maestraleviaggi.it",
      })
      .optional(),
    MAX_UNPAID_SEATS: positiveWhole(10),
    MAX_UNPAID_SEATS_PER_ADDRESS: positiveWhole(20),
    READY_MIN_FREE_MB: positiveWhole(100),
    HOLD_HOURS: positiveWhole(defaultLifecycle.holdHours),
    TRANSFER_CHECK_DAYS: positiveWhole(defaultLifecycle.transferCheckDays),
    BALANCE_DAYS_BEFORE: positiveWhole(defaultLifecycle.balanceDaysBefore),
    AUDIT_RETENTION_YEARS: positiveWhole(DEFAULT_AUDIT_RETENTION_YEARS),
    SITE_NAME: z.string().optional(),
    SITE_LEGAL_NAME: z.string().optional(),
    SITE_VAT_NUMBER: z.string().optional(),
    SITE_ATECO_CODE: z.string().optional(),
    SITE_ATECO_DESCRIPTION: z.string().optional(),
    SITE_ADDRESS: z.string().optional(),
    SITE_PHONE: z.string().optional(),
    SITE_EMAIL: z.string().optional(),
    SITE_IBAN: z.string().optional(),
    SITE_ACCOUNT_HOLDER: z.string().optional(),
    SITE_CHAT_NUMBERS: list.optional(),
    SITE_CHAT_ENABLED: flag.optional(),
    SITE_INSTAGRAM_URL: z.string().optional(),
    SITE_FACEBOOK_URL: z.string().optional(),
    SITE_TWITTER_URL: z.string().optional(),
    SITE_REVIEWS_NAME: z.string().optional(),
    SITE_REVIEWS_URL: z.string().optional(),
    SITE_DISCOUNT_PERCENTAGE: z.coerce.number().optional(),
    SITE_PIXEL_ID: z.string().optional(),
    SITE_VERIFICATION_CODE: z.string().optional(),
    SITE_OFFER_ENDS_AT: z.string().optional(),
    SITE_PRESENTATION_VIDEO_ID: z.string().optional(),
    SITE_OFFICE_COORDINATES: z.string().optional(),
    SITE_BRAND_VERSION: z.string().optional(),
  })
  .refine((env) => Boolean(env.STAFF_EMAIL) === Boolean(env.STAFF_PASSWORD), {
    message: 'STAFF_EMAIL and STAFF_PASSWORD go together: set both or neither',
    path: ['STAFF_PASSWORD'],
  })
  .refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
    message: 'TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither',
    path: ['TLS_KEY_FILE'],
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine(
    (env) =>
      env.S3_BUCKET ||
      !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_FORCE_PATH_STYLE !== undefined),
    {
      message: 'must be set with the other S3_ variables: the documents go to that bucket',
      path: ['S3_BUCKET'],
    },
  )
  .refine((env) => !env.SMTP_URL || env.SITE_URL, {
    message: 'must be set with SMTP_URL: the links in the e-mails lead there',
    path: ['SITE_URL'],
  });

/** Every variable the server reads; .env.example documents each one. */
export const environmentVariables: readonly string[] = Object.keys(envSchema.shape);

/** Which environment variable overrides which field of the site configuration. */
const siteVariables: Record<string, string> = {
  name: 'SITE_NAME',
  legalName: 'SITE_LEGAL_NAME',
  vatNumber: 'SITE_VAT_NUMBER',
  atecoCode: 'SITE_ATECO_CODE',
  atecoDescription: 'SITE_ATECO_DESCRIPTION',
  address: 'SITE_ADDRESS',
  contactPhone: 'SITE_PHONE',
  contactEmail: 'SITE_EMAIL',
  iban: 'SITE_IBAN',
  accountHolder: 'SITE_ACCOUNT_HOLDER',
  chatNumbers: 'SITE_CHAT_NUMBERS',
  chatEnabled: 'SITE_CHAT_ENABLED',
  'socialLinks.instagram': 'SITE_INSTAGRAM_URL',
  'socialLinks.facebook': 'SITE_FACEBOOK_URL',
  'socialLinks.twitter': 'SITE_TWITTER_URL',
  'reviewsSite.name': 'SITE_REVIEWS_NAME',
  'reviewsSite.url': 'SITE_REVIEWS_URL',
  discountPercentage: 'SITE_DISCOUNT_PERCENTAGE',
  pixelId: 'SITE_PIXEL_ID',
  verificationCode: 'SITE_VERIFICATION_CODE',
  offerEndsAt: 'SITE_OFFER_ENDS_AT',
  presentationVideoId: 'SITE_PRESENTATION_VIDEO_ID',
  officeCoordinates: 'SITE_OFFICE_COORDINATES',
  brandVersion: 'SITE_BRAND_VERSION',
};

function describe(issue: z.core.$ZodIssue, name: (path: string) => string, env: NodeJS.ProcessEnv) {
  const key = name(issue.path.join('.'));
  const value = env[key];
  // An SMTP address holds the account's password.
  const shown =
    value === undefined || /PASSWORD|SMTP_URL|SECRET/.test(key) ? '' : ` (got "${value}")`;
  return `${key}: ${issue.message}${shown}`;
}

function databaseTarget(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  return {
    kind: 'sqlite',
    file: url === ':memory:' ? url : path.resolve(url.replace(/^sqlite:/, '')),
  };
}

function objectStorage(e: z.output<typeof envSchema>): ObjectStorageConfig | null {
  if (!e.S3_BUCKET) return null;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    timeoutMs: e.S3_TIMEOUT_MS,
    maxAttempts: e.S3_MAX_ATTEMPTS,
  };
}

/** The site's public address: `SITE_URL`, else this server's own on this machine. */
const siteUrlOf = (e: z.output<typeof envSchema>) =>
  (e.SITE_URL ?? `${e.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/+$/, '');

function mailConfig(e: z.output<typeof envSchema>, site: SiteConfig): MailConfig {
  const from = e.MAIL_FROM ? MAILBOX.exec(e.MAIL_FROM)! : null;
  return {
    smtpUrl: e.SMTP_URL ?? null,
    from: from
      ? { name: from[1]?.trim() || site.name, address: from[2] ?? from[3]! }
      : { name: site.name, address: site.contactEmail },
    staffInbox: e.STAFF_NOTIFY_EMAIL ?? site.contactEmail,
    dir: path.resolve(e.MAIL_DIR ?? path.join(e.DATA_DIR, 'mail')),
    siteUrl: siteUrlOf(e),
  };
}

/** Reads and checks the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => describe(issue, (p) => p, env)));
  }
  const e = parsed.data;
  const overrides = {
    ...defaultSiteConfig,
    name: e.SITE_NAME ?? defaultSiteConfig.name,
    legalName: e.SITE_LEGAL_NAME ?? defaultSiteConfig.legalName,
    vatNumber: e.SITE_VAT_NUMBER ?? defaultSiteConfig.vatNumber,
    atecoCode: e.SITE_ATECO_CODE ?? defaultSiteConfig.atecoCode,
    atecoDescription: e.SITE_ATECO_DESCRIPTION ?? defaultSiteConfig.atecoDescription,
    address: e.SITE_ADDRESS ?? defaultSiteConfig.address,
    contactPhone: e.SITE_PHONE ?? defaultSiteConfig.contactPhone,
    contactEmail: e.SITE_EMAIL ?? defaultSiteConfig.contactEmail,
    iban: e.SITE_IBAN ?? defaultSiteConfig.iban,
    accountHolder: e.SITE_ACCOUNT_HOLDER ?? defaultSiteConfig.accountHolder,
    chatNumbers: e.SITE_CHAT_NUMBERS ?? defaultSiteConfig.chatNumbers,
    chatEnabled: e.SITE_CHAT_ENABLED ?? defaultSiteConfig.chatEnabled,
    socialLinks: {
      instagram: e.SITE_INSTAGRAM_URL ?? defaultSiteConfig.socialLinks.instagram,
      facebook: e.SITE_FACEBOOK_URL ?? defaultSiteConfig.socialLinks.facebook,
      twitter: e.SITE_TWITTER_URL ?? defaultSiteConfig.socialLinks.twitter,
    },
    reviewsSite: {
      name: e.SITE_REVIEWS_NAME ?? defaultSiteConfig.reviewsSite.name,
      url: e.SITE_REVIEWS_URL ?? defaultSiteConfig.reviewsSite.url,
    },
    discountPercentage: e.SITE_DISCOUNT_PERCENTAGE ?? defaultSiteConfig.discountPercentage,
    pixelId: e.SITE_PIXEL_ID || defaultSiteConfig.pixelId,
    verificationCode: e.SITE_VERIFICATION_CODE ?? defaultSiteConfig.verificationCode,
    brandVersion: e.SITE_BRAND_VERSION ?? defaultSiteConfig.brandVersion,
    offerEndsAt: e.SITE_OFFER_ENDS_AT || defaultSiteConfig.offerEndsAt,
    presentationVideoId: e.SITE_PRESENTATION_VIDEO_ID || defaultSiteConfig.presentationVideoId,
    officeCoordinates: e.SITE_OFFICE_COORDINATES
      ? e.SITE_OFFICE_COORDINATES.split(',').map((n) => Number(n.trim()))
      : defaultSiteConfig.officeCoordinates,
  };
  const site = siteConfigSchema.safeParse(overrides);
  if (!site.success) {
    throw new ConfigError(
      site.error.issues.map((issue) =>
        describe(
          issue,
          (p) => siteVariables[p] ?? siteVariables[p.replace(/\.\d+$/, '')] ?? p,
          env,
        ),
      ),
    );
  }
  return {
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    database: databaseTarget(e.DATABASE_URL ?? path.join(e.DATA_DIR, 'maestrale.sqlite')),
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    readyMinFreeMb: e.READY_MIN_FREE_MB,
    objectStorage: objectStorage(e),
    clientDir: path.resolve(e.CLIENT_DIR),
    clientIpHeader: e.CLIENT_IP_HEADER?.toLowerCase() ?? null,
    countryHeader: e.COUNTRY_HEADER?.toLowerCase() ?? null,
    tls:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE
        ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) }
        : null,
    https: siteUrlOf(e).startsWith('https:'),
    firstStaff:
      e.STAFF_EMAIL && e.STAFF_PASSWORD
        ? { email: e.STAFF_EMAIL, password: e.STAFF_PASSWORD }
        : null,
    mail: mailConfig(e, site.data),
    unpaidSeats: { perContact: e.MAX_UNPAID_SEATS, perAddress: e.MAX_UNPAID_SEATS_PER_ADDRESS },
    lifecycle: {
      holdHours: e.HOLD_HOURS,
      transferCheckDays: e.TRANSFER_CHECK_DAYS,
      balanceDaysBefore: e.BALANCE_DAYS_BEFORE,
    },
    site: site.data,
    auditRetentionYears: e.AUDIT_RETENTION_YEARS,
  };
}
