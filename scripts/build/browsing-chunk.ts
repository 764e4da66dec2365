import { fileURLToPath } from 'node:url';
import type { ModuleInfo } from 'rolldown';

const source = (file: string) =>
  fileURLToPath(new URL(`../../src/client/${file}`, import.meta.url));

/** The pages visitors land on from a search or an ad: the home first. */
const BROWSING_PAGES = [
  source('features/home/home-page.tsx'),
  source('features/travels/travels-page.tsx'),
  source('features/destination/destination-page.tsx'),
];
const APPLICATION = source('app.tsx');
/**
 * The icons' index imports every icon. The site's own modules take each icon from its file
 * (site-icons.ts); a name that is no icon, taken from the index, must not bring them all.
 */
const ICONS_INDEX = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

/**
 * Which chunk a module of the browser's build goes to. The application's (`app`): app.tsx with
 * what it imports, and what two of the browsing pages import alike (a trip's card, its photo,
 * the seats). The home's (`home`): what the home alone of them draws, in one chunk though other
 * pages take a part of it (the ads home its trips, the error page its links). Every other module
 * goes where the bundler puts it: with the one page that imports it, or, shared by lazily loaded
 * pages, in a chunk of its own. Without the rule each module two browsing pages share was such a
 * chunk (a card, an icon, a word list): 29 files for a trip's page, each compressed apart.
 */
export function browsingChunks(): (id: string, ctx: Context) => string | null {
  let pagesOf: Map<string, Set<number>> | null = null;
  /** Which browsing pages import each module, directly or through others (static imports). */
  const walk = ({ getModuleInfo }: Context) => {
    const found = new Map<string, Set<number>>();
    BROWSING_PAGES.forEach((page, index) => {
      const stack = [page];
      while (stack.length > 0) {
        const id = stack.pop()!;
        const pages = found.get(id) ?? new Set();
        if (pages.has(index) || ICONS_INDEX.test(id)) continue;
        found.set(id, pages.add(index));
        stack.push(...(getModuleInfo(id)?.importedIds ?? []));
      }
    });
    return found;
  };
  return (id, ctx) => {
    if (id === APPLICATION) return 'app';
    // getModuleInfo is a method of the context: called on it, not taken apart.
    pagesOf ??= walk({ getModuleInfo: (of) => ctx.getModuleInfo(of) });
    const pages = pagesOf.get(id);
    if (!pages) return null;
    if (pages.size >= 2) return 'app';
    return pages.has(0) ? 'home' : null;
  };
}
