// The site's fonts as Pango draws the link previews with them (previews.ts).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The Latin characters the site's fonts hold (their @fontsource "latin" files' range). */
const LATIN = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
]
  .flatMap(([from, to]) =>
    Array.from({ length: to! - from! + 1 }, (_, i) => String.fromCodePoint(from! + i)),
  )
  .join('');

/** The fonts' files: Fraunces for the titles, Inter for the rest. */
export type PreviewFonts = { display: string; text: string };
let fonts: Promise<PreviewFonts> | undefined;

/** subset-font in a thread of its own: its WebAssembly would hold the server's for 0.2–0.5 s. */
const SUBSET_IN_A_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const subsetFont = require(workerData.subsetFont);
Promise.all(
  workerData.sources.map((source) =>
    subsetFont(readFileSync(source), workerData.text, workerData.options),
  ),
).then((fonts) => parentPort.postMessage(fonts));
`;
const SUBSET = { targetFormat: 'truetype', variationAxes: { wght: 600 } };

/**
 * The folder the fonts are kept in between starts, in the system's temporary folder: this
 * user's alone, since a font put there by another would be drawn by Pango.
 */
function fontFolder() {
  const { uid } = os.userInfo();
  const dir = path.join(os.tmpdir(), `maestrale-preview-fonts-${uid}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const folder = fs.lstatSync(dir);
  if (!folder.isDirectory() || folder.uid !== uid || (folder.mode & 0o077) !== 0) {
    throw new Error(`${dir} is not a folder of this user's alone`);
  }
  return dir;
}

/**
 * The site's own fonts, as TrueType files for Pango (it reads no WOFF2), at the weight the
 * previews use. Made once, on the first drawing after the fonts or this code change, named
 * after what they are made from; read from the folder at every other start.
 */
export function previewFonts(): Promise<PreviewFonts> {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = fontFolder();
    const wanted = [
      '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ].map((name) => {
      const source = require.resolve(name);
      const hash = createHash('sha256')
        .update(fs.readFileSync(source))
        .update(JSON.stringify([LATIN, SUBSET]))
        .digest('hex')
        .slice(0, 16);
      return { source, file: path.join(dir, `${path.basename(source, '.woff2')}.${hash}.ttf`) };
    });
    const missing = wanted.filter(({ file }) => !fs.existsSync(file));
    if (missing.length > 0) {
      const worker = new Worker(SUBSET_IN_A_THREAD, {
        eval: true,
        workerData: {
          subsetFont: require.resolve('subset-font'),
          sources: missing.map(({ source }) => source),
          text: LATIN,
          options: SUBSET,
        },
      });
      const [made] = (await once(worker, 'message')) as [Uint8Array[]];
      missing.forEach(({ file }, i) => {
        // Written whole under a name of this process, then renamed: another never reads half.
        fs.writeFileSync(`${file}.${process.pid}`, made[i]!);
        fs.renameSync(`${file}.${process.pid}`, file);
      });
    }
    return { display: wanted[0]!.file, text: wanted[1]!.file };
  })();
  // A failure is not kept: the next drawing tries again.
  fonts.catch(() => (fonts = undefined));
  return fonts;
}
