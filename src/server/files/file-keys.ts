import { randomBytes } from 'node:crypto';

/*
 * The names files have in every store (the folder, the S3 bucket): apart from the stores, which
 * both use them, so neither store's module needs the other's.
 */

/** The passport photos' and selfies' folder, in the uploads folder or the bucket. */
export const DOCUMENTS_FOLDER = 'document_uploads';

/** Lower-case letters, digits, "-" and "_": no dots, slashes or anything a path could abuse. */
const SAFE_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

/**
 * A key as the stores write them: relative, "/"-separated, every segment plain. Anything else
 * (absolute, "..", backslashes, dots) is never handed to a store, whatever the store would do.
 */
export const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

/** The key `put` writes to, `{folder}/{prefix}-{random}`, the same in every store. */
export function newFileKey(folder: string, prefix: string): string {
  if (!folder.split('/').every((s) => SAFE_SEGMENT.test(s)) || !SAFE_SEGMENT.test(prefix))
    throw new Error('Unsafe file name');
  return `${folder}/${prefix}-${randomBytes(16).toString('hex')}`;
}
