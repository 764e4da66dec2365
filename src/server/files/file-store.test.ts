import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStore } from './file-store.ts';

const roots: string[] = [];
afterEach(() =>
  roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })),
);

function store() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-files-'));
  roots.push(root);
  return { root, files: createFileStore(root) };
}

describe('private file store', () => {
  it('stores under a random name and reads the same bytes back', async () => {
    const { files } = store();
    const key = await files.put('docs-1732300000000', 'passport', new Uint8Array([1, 2, 3]));
    expect(key).toMatch(/^docs-1732300000000\/passport-[0-9a-f]{32}$/);
    expect([...(await files.read(key))]).toEqual([1, 2, 3]);
    await files.remove(key);
    await expect(files.read(key)).rejects.toThrow();
  });

  it('takes a folder of several segments, as the spec names them', async () => {
    const { root, files } = store();
    const key = await files.put(
      'document_uploads/docs-1732300000000',
      'selfie-1732300000000',
      new Uint8Array([7]),
    );
    expect(key).toMatch(
      /^document_uploads\/docs-1732300000000\/selfie-1732300000000-[0-9a-f]{32}$/,
    );
    expect([...fs.readFileSync(path.join(root, key))]).toEqual([7]);
  });

  it('refuses keys that climb out of the store', async () => {
    const { files } = store();
    await expect(files.read('../../etc/passwd')).rejects.toThrow('outside the store');
    for (const [folder, prefix] of [
      ['../x', 'passport'],
      ['docs/../..', 'passport'],
      ['/etc', 'passport'],
      ['docs', '../passport'],
      ['docs', 'passport.jpg'],
    ] as const) {
      await expect(files.put(folder, prefix, new Uint8Array())).rejects.toThrow('Unsafe');
    }
  });
});
