// Cuts the two variable fonts down to what the site writes: Italian text (Basic Latin,
// the accented letters, typographic punctuation, €) and the weights it uses: 400 to 700
// for the text, 600 for the headings.
// The results are committed in src/client/fonts; run again after changing the fonts:
//   node scripts/fonts/subset.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fonts = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'inter-text.woff2',
    wght: { min: 400, max: 700 },
    characters: 'text',
  },
  {
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    target: 'fraunces-headings.woff2',
    wght: 600,
    characters: 'headings',
  },
];

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const punctuation = '‘’‚“”„–—…•·€™←→↑↓−×';
const characterSets = {
  /** Text: printable ASCII, Latin-1 letters and signs (names such as Þingvellir), punctuation. */
  text: range(0x20, 0x7e) + range(0xa0, 0xff) + punctuation,
  /** Headings: printable ASCII and the accented letters of Italian; others fall back per letter. */
  headings: range(0x20, 0x7e) + 'àèéìíîòóùúÀÈÉÌÍÒÓÙÚ°' + punctuation,
};

for (const { source, target, wght, characters } of fonts) {
  const input = fs.readFileSync(path.join(root, 'node_modules', source));
  const output = await subsetFont(input, characterSets[characters], {
    targetFormat: 'woff2',
    variationAxes: { wght },
    // Keeps the glyphs the characters map to, not every alternate a feature could reach:
    // a quarter of Inter's bytes.
    noLayoutClosure: true,
  });
  fs.writeFileSync(path.join(root, 'src/client/fonts', target), output);
  console.log(`${target}: ${input.length} -> ${output.length} bytes`);
}
