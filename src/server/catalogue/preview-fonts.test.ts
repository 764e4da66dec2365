import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewFonts } from './preview-fonts.ts';

describe('previewFonts', () => {
  it('makes the site’s fonts TrueType, once, in a folder no other user can write to', async () => {
    const fonts = await previewFonts();
    expect(await previewFonts()).toBe(fonts);
    for (const file of [fonts.display, fonts.text]) {
      // Pango reads TrueType, never the WOFF2 the browsers get.
      expect(fs.readFileSync(file).subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
      expect(fs.statSync(path.dirname(file)).mode & 0o077).toBe(0);
    }
    expect(path.basename(fonts.display)).toMatch(/^fraunces-.*\.ttf$/);
    expect(path.basename(fonts.text)).toMatch(/^inter-.*\.ttf$/);
  });
});
