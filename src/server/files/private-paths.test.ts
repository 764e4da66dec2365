import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { bookingCancelledMessage } from '../mail/messages.tsx';
import { createMailTransport } from '../mail/transport.ts';
import { enqueue } from '../repositories/outbox.ts';
import { sampleBooking, sampleSettings } from '../testing/mail-samples.ts';
import { createFileStore } from './file-store.ts';
import { makeDataFoldersPrivate } from './private-paths.ts';

const mode = (file: string) =>
  fs.existsSync(file) ? (fs.statSync(file).mode & 0o777).toString(8) : 'none';

/**
 * What `npm start` leaves on disk with the defaults, under the umask most systems set (022,
 * which leaves new files readable by everyone): the server's start, its database with the
 * write-ahead log of a running server, an e-mail written as a file, a passport photo.
 */
async function firstStart(config: Config) {
  makeDataFoldersPrivate(config);
  const db = connectDatabase(config.database);
  try {
    await migrateToLatest(db);
    await enqueue(db, await bookingCancelledMessage(sampleBooking, sampleSettings), new Date());
    const message = await db.selectFrom('outbox_messages').selectAll().executeTakeFirstOrThrow();
    await createMailTransport(config.mail).deliver(message);
    await createFileStore(config.uploadsDir).put('docs-1', 'passport', new Uint8Array([1]));
    const file = config.database.kind === 'sqlite' ? config.database.file : '';
    const eml = fs.readdirSync(config.mail.dir)[0]!;
    const upload = fs.readdirSync(path.join(config.uploadsDir, 'docs-1'))[0]!;
    return {
      [config.dataDir]: mode(config.dataDir),
      [file]: mode(file),
      [`${file}-wal`]: mode(`${file}-wal`),
      [`${file}-shm`]: mode(`${file}-shm`),
      [config.mail.dir]: mode(config.mail.dir),
      eml: mode(path.join(config.mail.dir, eml)),
      [config.uploadsDir]: mode(config.uploadsDir),
      upload: mode(path.join(config.uploadsDir, 'docs-1', upload)),
    };
  } finally {
    await db.destroy();
  }
}

describe('personal data on disk', () => {
  let umask: number;
  let root: string;
  beforeEach(() => {
    umask = process.umask(0o022);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-private-'));
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is readable by the server’s user only from the first start', async () => {
    const config = loadConfig({ DATA_DIR: path.join(root, 'data') });
    const data = config.dataDir;
    expect(await firstStart(config)).toEqual({
      [data]: '700',
      [path.join(data, 'maestrale.sqlite')]: '600',
      [path.join(data, 'maestrale.sqlite-wal')]: '600',
      [path.join(data, 'maestrale.sqlite-shm')]: '600',
      [path.join(data, 'mail')]: '700',
      eml: '600',
      [path.join(data, 'uploads')]: '700',
      upload: '600',
    });
  });

  it('makes private what an earlier version left readable by everyone', async () => {
    const data = path.join(root, 'data');
    for (const folder of [data, path.join(data, 'mail'), path.join(data, 'uploads')]) {
      fs.mkdirSync(folder, { mode: 0o755 });
    }
    for (const file of ['maestrale.sqlite', 'maestrale.sqlite-wal', 'maestrale.sqlite-shm']) {
      fs.writeFileSync(path.join(data, file), '', { mode: 0o644 });
    }
    const modes = Object.values(await firstStart(loadConfig({ DATA_DIR: data })));
    expect(modes).toEqual(['700', '600', '600', '600', '700', '600', '700', '600']);
  });

  it('leaves alone a folder it only uses, and keeps its own settings’ folders private', async () => {
    const shared = path.join(root, 'shared');
    fs.mkdirSync(shared, { mode: 0o755 });
    const config = loadConfig({
      DATA_DIR: path.join(root, 'unused'),
      DATABASE_URL: path.join(shared, 'maestrale.sqlite'),
      UPLOADS_DIR: path.join(root, 'photos'),
      MAIL_DIR: path.join(root, 'e-mails'),
    });
    const modes = await firstStart(config);
    expect(modes[config.dataDir]).toBe('none');
    expect(mode(shared)).toBe('755');
    expect(modes[path.join(shared, 'maestrale.sqlite')]).toBe('600');
    expect(modes[path.join(root, 'photos')]).toBe('700');
    expect(modes[path.join(root, 'e-mails')]).toBe('700');
  });
});
