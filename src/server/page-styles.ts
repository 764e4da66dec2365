/**
 * The stylesheet a page carries inside itself: only the rules its own HTML uses. The whole
 * site's stylesheet (10 KB compressed) would cost every page a round trip more before its
 * first paint on a phone network; the rules one page uses are about half of it. The browser
 * then loads the whole stylesheet after that paint (client/main.tsx), for what the application
 * draws later (menus, dialogs, the next pages).
 */

/**
 * The built stylesheet, cut by the build (scripts/page-styles) into pieces in their order: text
 * every page keeps (at-rules, rules without classes), rules that need classes and definitions
 * of custom properties. A rule is kept when, for one of its selectors, the page uses every
 * class that selector names; a definition, when something kept (or the page's own style
 * attributes) uses its property.
 */
export type StylePiece =
  string | { needs: string[][]; css: string } | { defines: string; css: string };
export type PageStyles = { stylesheet: string; pieces: StylePiece[] };

/** Where the built index.html takes the page's styles (written by vite.config.ts). */
export const PAGE_STYLES_MARKER = '<!--page-styles-->';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** Text as React writes it in HTML (entities for & < > " '), back to what it says. */
export const decodeEntities = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!);

/** Every class the HTML names (as React writes attributes: entities for & < > " '). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const EMPTY_GROUP = /@(?:media|supports|container|layer)[^{};]*\{\}/g;

const usedProperties = (css: string) =>
  [...css.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!);

type Reading = { uses: string[][]; definitions: Map<string, number[]> };
const readings = new WeakMap<StylePiece[], Reading>();

/** Which custom properties each piece uses, and where each one is defined (once per build). */
function reading(pieces: StylePiece[]): Reading {
  let read = readings.get(pieces);
  if (!read) {
    const definitions = new Map<string, number[]>();
    pieces.forEach((piece, index) => {
      if (typeof piece === 'object' && 'defines' in piece)
        definitions.set(piece.defines, [...(definitions.get(piece.defines) ?? []), index]);
    });
    const uses = pieces.map((piece) =>
      usedProperties(typeof piece === 'string' ? piece : piece.css),
    );
    read = { uses, definitions };
    readings.set(pieces, read);
  }
  return read;
}

/** The page's own stylesheet, as a `<style>` that names the whole one for the browser to load. */
export function pageStylesTag({ stylesheet, pieces }: PageStyles, html: string): string {
  const { uses, definitions } = reading(pieces);
  const classes = classesIn(html);
  const kept = pieces.map(
    (piece) =>
      typeof piece === 'string' ||
      ('needs' in piece &&
        piece.needs.some((selector) => selector.every((name) => classes.has(name)))),
  );
  // The custom properties the kept rules and the page use, then those their definitions use.
  const wanted = new Set(usedProperties(html));
  kept.forEach((keep, index) => keep && uses[index]!.forEach((name) => wanted.add(name)));
  for (const name of wanted)
    for (const index of definitions.get(name) ?? []) {
      kept[index] = true;
      uses[index]!.forEach((used) => wanted.add(used));
    }
  let css = pieces
    .map((piece, index) => (kept[index] ? (typeof piece === 'string' ? piece : piece.css) : ''))
    .join('');
  // Groups left without a rule of the page's (`@media (min-width:40rem){}`), innermost first.
  for (let before = ''; before !== css;) [before, css] = [css, css.replace(EMPTY_GROUP, '')];
  return `<style id="page-styles" data-stylesheet="${stylesheet}">${css}</style>`;
}
