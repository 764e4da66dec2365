import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Personal data on disk (the SQLite database, passport photos, e-mails written as files) is
 * readable by the user that runs the server and nobody else: folders 0700, files 0600. Modes
 * given to mkdir and open pass through the process's umask, so each is set again with chmod.
 */

export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Creates `dir` and any missing parent private. With `own`, `dir` is the server's own folder (a
 * setting names it) and is made private even when it exists already; a parent the server did not
 * create, or a folder it merely uses (/var/lib for a database file), is left as it is.
 */
export function makePrivateFolder(folder: string, { own }: { own: boolean }): void {
  const dir = path.resolve(folder);
  const first = fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER });
  if (first) {
    // Every folder made now, from `dir` up to the first one.
    for (let made = dir; ; made = path.dirname(made)) {
      fs.chmodSync(made, PRIVATE_FOLDER);
      if (made === first) break;
    }
  } else if (own) {
    fs.chmodSync(dir, PRIVATE_FOLDER);
  }
}

/** Creates `file` empty when missing, and makes it private either way. */
export function makePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE));
  fs.chmodSync(file, PRIVATE_FILE);
}

/** Writes `bytes` to `file`, readable only by this user whatever the umask. */
export async function writePrivateFile(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await fs.promises.open(file, 'w', PRIVATE_FILE);
  try {
    await handle.chmod(PRIVATE_FILE);
    await handle.writeFile(bytes);
  } finally {
    await handle.close();
  }
}

/**
 * Before the database opens: the folders the configuration gives the server's data, made private
 * whether they are new or were left readable by an earlier version (`DATA_DIR` when the database,
 * the photos or the e-mails are in it; `UPLOADS_DIR` without a bucket; `MAIL_DIR` without SMTP).
 */
export function makeDataFoldersPrivate(
  config: Pick<Config, 'dataDir' | 'database' | 'uploadsDir' | 'objectStorage' | 'mail'>,
): void {
  const used = [
    config.database.kind === 'sqlite' && config.database.file !== ':memory:'
      ? path.dirname(config.database.file)
      : null,
    config.objectStorage ? null : config.uploadsDir,
    config.mail.smtpUrl ? null : config.mail.dir,
  ].filter((dir) => dir !== null);
  const inside = (dir: string, folder: string) =>
    dir === folder || dir.startsWith(folder + path.sep);
  if (used.some((dir) => inside(dir, config.dataDir))) {
    makePrivateFolder(config.dataDir, { own: true });
  }
  if (!config.objectStorage) makePrivateFolder(config.uploadsDir, { own: true });
  if (!config.mail.smtpUrl) makePrivateFolder(config.mail.dir, { own: true });
}
