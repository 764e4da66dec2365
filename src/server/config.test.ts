import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, environmentVariables, loadConfig, type Config } from './config.ts';

/** Where a configuration keeps its data on disk. */
function pathsOf(config: Config) {
  return {
    dataDir: config.dataDir,
    database: config.database.kind === 'sqlite' ? config.database.file : config.database.url,
    uploadsDir: config.uploadsDir,
    mailDir: config.mail.dir,
  };
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('starts with fictional defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'sqlite' });
    expect(config.site.name).toBe('Maestrale Viaggi');
    expect(config.site.iban).toBe('IT60X0542811101000000123456');
    expect(config.site.atecoCode).toBe('79.12.00');
    expect(config.unpaidSeats).toEqual({ perContact: 10, perAddress: 20 });
  });

  it('keeps the database, the passport photos and the e-mails under one folder, DATA_DIR', () => {
    const data = path.resolve('data');
    expect(pathsOf(loadConfig({}))).toEqual({
      dataDir: data,
      database: path.join(data, 'maestrale.sqlite'),
      uploadsDir: path.join(data, 'uploads'),
      mailDir: path.join(data, 'mail'),
    });
    expect(pathsOf(loadConfig({ DATA_DIR: '/srv/maestrale/dati' }))).toEqual({
      dataDir: '/srv/maestrale/dati',
      database: '/srv/maestrale/dati/maestrale.sqlite',
      uploadsDir: '/srv/maestrale/dati/uploads',
      mailDir: '/srv/maestrale/dati/mail',
    });
    // Each part can still live elsewhere.
    expect(
      pathsOf(
        loadConfig({
          DATA_DIR: '/srv/maestrale/dati',
          DATABASE_URL: '/var/lib/maestrale/db.sqlite',
          MAIL_DIR: '/var/mail/maestrale',
        }),
      ),
    ).toEqual({
      dataDir: '/srv/maestrale/dati',
      database: '/var/lib/maestrale/db.sqlite',
      uploadsDir: '/srv/maestrale/dati/uploads',
      mailDir: '/var/mail/maestrale',
    });
    expect(problemsOf({ DATA_DIR: '' })).toEqual([expect.stringMatching(/^DATA_DIR: /)]);
  });

  it('switches to PostgreSQL for a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/db',
    });
  });

  it('takes agency data from the environment', () => {
    const config = loadConfig({
      SITE_IBAN: 'it60 x054 2811 1010 0000 0123 456',
      SITE_CHAT_NUMBERS: '393330000001, 393330000002',
      SITE_CHAT_ENABLED: 'false',
    });
    expect(config.site.iban).toBe('IT60X0542811101000000123456');
    expect(config.site.chatNumbers).toEqual(['393330000001', '393330000002']);
    expect(config.site.chatEnabled).toBe(false);
  });

  it.each([
    [{ SITE_IBAN: 'IT61X0542811101000000123456' }, 'SITE_IBAN: is not a valid IBAN'],
    [{ PORT: 'tremila' }, 'PORT:'],
    [{ PORT: '70000' }, 'PORT:'],
    [{ LOG_LEVEL: 'chatty' }, 'LOG_LEVEL:'],
    [{ SITE_EMAIL: 'info-at-agency' }, 'SITE_EMAIL:'],
    [{ SITE_CHAT_NUMBERS: '+39 333 123' }, 'SITE_CHAT_NUMBERS: must be digits only'],
    [{ SITE_CHAT_ENABLED: 'forse' }, 'SITE_CHAT_ENABLED:'],
    [{ SITE_VAT_NUMBER: '12345' }, 'SITE_VAT_NUMBER: must be IT followed by 11 digits'],
    [{ SITE_DISCOUNT_PERCENTAGE: '95' }, 'SITE_DISCOUNT_PERCENTAGE:'],
    [{ SITE_VERIFICATION_CODE: 'abc' }, 'SITE_VERIFICATION_CODE: must be six letters or digits'],
    [{ SITE_REVIEWS_URL: 'recensioni' }, 'SITE_REVIEWS_URL:'],
    [{ CLIENT_IP_HEADER: 'x forwarded' }, 'CLIENT_IP_HEADER:'],
    [{ MAX_UNPAID_SEATS: '0' }, 'MAX_UNPAID_SEATS: must be a positive whole number'],
    [{ MAX_UNPAID_SEATS_PER_ADDRESS: '2.5' }, 'MAX_UNPAID_SEATS_PER_ADDRESS: must be a whole'],
    [{ MAX_UNPAID_SEATS_PER_ADDRESS: 'venti' }, 'MAX_UNPAID_SEATS_PER_ADDRESS:'],
    [{ STAFF_EMAIL: 'staff@maestrale.example' }, 'STAFF_EMAIL and STAFF_PASSWORD go together'],
    [{ TLS_CERT_FILE: './cert.pem' }, 'TLS_CERT_FILE and TLS_KEY_FILE go together'],
    [
      { STAFF_EMAIL: 'staff@maestrale.example', STAFF_PASSWORD: 'short' },
      'STAFF_PASSWORD: must be at least 12',
    ],
  ])('refuses %o with a clear message', (env, message) => {
    expect(problemsOf(env).join('\n')).toContain(message);
  });

  it('lists every problem at once and shows the bad value', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'chatty' });
    expect(problems).toHaveLength(2);
    const sitewide = problemsOf({ SITE_IBAN: 'IT00', SITE_EMAIL: 'nope' });
    expect(sitewide).toEqual([
      expect.stringMatching(/^SITE_EMAIL: .* \(got "nope"\)$/),
      expect.stringMatching(/^SITE_IBAN: is not a valid IBAN .*\(got "IT00"\)$/),
    ]);
  });

  it('never prints a password', () => {
    const problems = problemsOf({ STAFF_EMAIL: 'a@b.it', STAFF_PASSWORD: 'segreto' });
    expect(problems.join()).not.toContain('segreto');
  });
});

describe('e-mail configuration', () => {
  it('writes files in the data folder, from and to the agency, when no SMTP server is set', () => {
    const { mail } = loadConfig({});
    expect(mail).toMatchObject({
      smtpUrl: null,
      from: { name: 'Maestrale Viaggi', address: 'info@maestraleviaggi.example' },
      staffInbox: 'info@maestraleviaggi.example',
      siteUrl: 'http://localhost:3000',
    });
    expect(mail.dir).toMatch(/data[/\\]mail$/);
  });

  it('takes the server, the sender, the agency inbox and the site address', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://agenzia:segreto@mail.example.it:465',
      MAIL_FROM: 'Prenotazioni Maestrale <prenotazioni@maestrale.example>',
      STAFF_NOTIFY_EMAIL: 'staff@maestrale.example',
      SITE_URL: 'https://www.maestrale.example/',
    });
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://agenzia:segreto@mail.example.it:465',
      from: { name: 'Prenotazioni Maestrale', address: 'prenotazioni@maestrale.example' },
      staffInbox: 'staff@maestrale.example',
      siteUrl: 'https://www.maestrale.example',
    });
  });

  it('knows the site is served over HTTPS from its address, or from its own certificate', () => {
    const of = (env: NodeJS.ProcessEnv) => {
      const { https, mail } = loadConfig(env);
      return { https, siteUrl: mail.siteUrl };
    };
    expect(of({})).toEqual({ https: false, siteUrl: 'http://localhost:3000' });
    expect(of({ NODE_ENV: 'production' })).toEqual({
      https: false,
      siteUrl: 'http://localhost:3000',
    });
    expect(of({ SITE_URL: 'https://www.maestrale.example' })).toEqual({
      https: true,
      siteUrl: 'https://www.maestrale.example',
    });
    expect(of({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem', PORT: '8443' })).toEqual({
      https: true,
      siteUrl: 'https://localhost:8443',
    });
  });

  it.each([
    [
      { SMTP_URL: 'mail.example.it:587', SITE_URL: 'https://a.example' },
      'SMTP_URL: must be an smtp://',
    ],
    [
      { SMTP_URL: 'https://mail.example.it', SITE_URL: 'https://a.example' },
      'SMTP_URL: must be an smtp://',
    ],
    [{ SMTP_URL: 'smtp://', SITE_URL: 'https://a.example' }, 'SMTP_URL: must be an smtp://'],
    [{ SMTP_URL: 'smtp://mail.example.it' }, 'SITE_URL: must be set with SMTP_URL'],
    [{ MAIL_FROM: 'Maestrale Viaggi' }, 'MAIL_FROM: must be an address'],
    [{ STAFF_NOTIFY_EMAIL: 'staff' }, 'STAFF_NOTIFY_EMAIL:'],
    [{ SITE_URL: 'www.maestrale.example' }, 'SITE_URL:'],
  ])('refuses %o at start', (env, message) => {
    expect(problemsOf(env).join('\n')).toContain(message);
  });

  it('never prints the SMTP password', () => {
    const problems = problemsOf({ SMTP_URL: 'ftp://agenzia:segreto@mail.example.it' });
    expect(problems.join()).not.toContain('segreto');
  });
});

describe('object storage for the passport documents', () => {
  it('keeps them in the uploads folder while no bucket is named', () => {
    expect(loadConfig({}).objectStorage).toBeNull();
  });

  it('reads the bucket, with path-style addresses by default for a non-AWS service', () => {
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'maestrale-documenti',
        S3_ACCESS_KEY_ID: 'chiave',
        S3_SECRET_ACCESS_KEY: 'segreta',
      }).objectStorage,
    ).toEqual({
      bucket: 'maestrale-documenti',
      region: 'eu-south-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'chiave', secretAccessKey: 'segreta' },
      timeoutMs: 10_000,
      maxAttempts: 2,
    });
    expect(loadConfig({ S3_BUCKET: 'maestrale-documenti', S3_REGION: 'eu-west-1' })).toMatchObject({
      objectStorage: { region: 'eu-west-1', endpoint: null, forcePathStyle: false },
    });
    expect(
      loadConfig({
        S3_ENDPOINT: 'https://conto.r2.example.com',
        S3_BUCKET: 'documenti',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'false',
      }).objectStorage,
    ).toMatchObject({ region: 'auto', forcePathStyle: false, credentials: null });
  });

  it.each([
    [{ S3_BUCKET: 'Documenti_Maestrale' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET: must be set with the other S3_'],
    [{ S3_BUCKET: 'documenti', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be the storage'],
    [{ S3_BUCKET: 'documenti', S3_ACCESS_KEY_ID: 'chiave' }, 'S3_SECRET_ACCESS_KEY: S3_ACCESS'],
    [{ S3_BUCKET: 'documenti', S3_FORCE_PATH_STYLE: 'forse' }, 'S3_FORCE_PATH_STYLE:'],
    [{ S3_BUCKET: 'documenti', S3_REGION: 'EU South' }, 'S3_REGION: must be a region'],
  ])('refuses %o at start', (env, message) => {
    expect(problemsOf(env).join('\n')).toContain(message);
  });

  it('never prints the secret key', () => {
    const problems = problemsOf({ S3_SECRET_ACCESS_KEY: 'segretissima' });
    expect(problems.join()).toContain('S3_SECRET_ACCESS_KEY');
    expect(problems.join()).not.toContain('segretissima');
  });
});

describe('.env.example', () => {
  const text = fs.readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');

  it('documents every variable the server reads', () => {
    const documented = [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(documented)].sort()).toEqual([...environmentVariables].sort());
  });

  it('is a configuration the server accepts as it is', () => {
    expect(() => loadConfig(parseEnv(text))).not.toThrow();
  });
});
