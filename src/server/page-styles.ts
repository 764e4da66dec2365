/**
 * The stylesheet a page carries inside itself: only the rules its own HTML uses. The whole
 * site's stylesheet (10 KB compressed) would cost every page a round trip more before its
 * first paint on a phone network; the rules one page uses are about half of it. The browser
 * then loads the whole stylesheet after that paint (client/main.tsx), for what the application
 * draws later (menus, dialogs, the next pages).
 */

/**
 * The built stylesheet, cut by the build (scripts/page-styles) into pieces in their order: text
 * every page keeps (at-rules, rules without classes) and rules that need classes. A rule is
 * kept when, for one of its selectors, the page uses every class that selector names.
 */
export type StylePiece = string | { needs: string[][]; css: string };
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

/** Every class the HTML names (as React writes attributes: entities for & < > " '). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!
      .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]!)
      .split(/\s+/))
      if (name) classes.add(name);
  }
  return classes;
}

/** The page's own stylesheet, as a `<style>` that names the whole one for the browser to load. */
export function pageStylesTag({ stylesheet, pieces }: PageStyles, html: string): string {
  const classes = classesIn(html);
  const css = pieces
    .map((piece) =>
      typeof piece === 'string' ||
      piece.needs.some((selector) => selector.every((name) => classes.has(name)))
        ? typeof piece === 'string'
          ? piece
          : piece.css
        : '',
    )
    .join('');
  return `<style id="page-styles" data-stylesheet="${stylesheet}">${css}</style>`;
}
