import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { rolldown } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { buildCatalogue } from './src/server/catalogue/build.ts';
import { shippedContent } from './src/server/db/catalogue-seed.ts';
import { loadConfig } from './src/server/config.ts';
import { pageHead } from './src/server/page-head.ts';
import { teamFacts } from './src/content/team.ts';
import { PAGE_STYLES_MARKER, type PageStyles } from './src/server/page-styles.ts';
import { stylePieces } from './scripts/page-styles/pieces.ts';
import { reactRouterProduction } from './scripts/build/react-router-production.ts';
import { browsingChunks } from './scripts/build/browsing-chunk.ts';
import { siteIcons } from './scripts/build/site-icons.ts';
import {
  PAGE_DATA_MARKER,
  PAGE_HEAD_MARKER,
  pageData,
  pageDataTags,
} from './src/server/page-data.ts';

/**
 * In `npm run dev` the Vite server hands out index.html and the browser draws the pages, so it
 * injects the page data and the home's head itself.
 */
function devPageData(): Plugin {
  return {
    name: 'maestrale-dev-page-data',
    apply: 'serve',
    transformIndexHtml: (html) => {
      const { site, mail } = loadConfig();
      const catalogue = buildCatalogue(shippedContent(), new Date());
      const blocks = pageData(site);
      const head = pageHead({
        site,
        siteUrl: mail.siteUrl,
        catalogue,
        team: teamFacts,
      });
      return html
        .replace(
          PAGE_HEAD_MARKER,
          head({ name: 'home', params: {} }, () => null),
        )
        .replace(PAGE_DATA_MARKER, pageDataTags(blocks));
    },
  };
}

/**
 * The first paint waits for nothing but the page itself. Each page carries the rules of the
 * stylesheet its own HTML uses (the server picks them, src/server/page-styles.ts, from the
 * pieces this build writes to page-styles.json): one request less before anything shows, which
 * on a phone network was the largest cost of the first paint. The whole stylesheet is loaded
 * after that paint (main.tsx). The entry script, which only starts the application after the
 * paint, is fetched at low priority so it never competes with what the page shows.
 */
function firstPaintFromThePage(): Plugin {
  return {
    name: 'maestrale-first-paint-from-the-page',
    apply: 'build',
    generateBundle: {
      // Before Vite links the stylesheet into index.html and lists it among the files each
      // lazily loaded chunk waits for: the browser asks for it once, after the first paint.
      order: 'pre',
      handler(_options, bundle) {
        const sheets = new Set<string>();
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.viteMetadata) continue;
          file.viteMetadata.importedCss.forEach((css) => sheets.add(css));
          file.viteMetadata.importedCss.clear();
        }
        const [sheet, ...others] = [...sheets].map((name) => bundle[name]);
        if (sheet?.type !== 'asset' || others.length)
          throw new Error('The build expects exactly one stylesheet, for the pages to cut.');
        const css = String(sheet.source);
        const styles: PageStyles = { stylesheet: `/${sheet.fileName}`, pieces: stylePieces(css) };
        // Every page declares the fonts in its own styles: declared again by the whole
        // stylesheet, they would be new faces, drawn in the moment they load, and move the text.
        sheet.source = css.replace(/@font-face\{[^}]*\}/g, '');
        this.emitFile({
          type: 'asset',
          fileName: 'page-styles.json',
          source: JSON.stringify(styles),
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          // The template's notes are for its readers: every page would carry them.
          .replace(/\n\s*<!-- [\s\S]*? -->/g, '')
          .replace(PAGE_DATA_MARKER, `${PAGE_STYLES_MARKER}\n    ${PAGE_DATA_MARKER}`)
          .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

const FIRST_SCRIPT = 'src/client/first-script.ts';

/**
 * The page's first script (src/client/first-script.ts) holds the presses made before the
 * application runs, so it must run before the browser reads the page's content: a module runs
 * only after, and a script file in the head would hold the first paint for a round trip. It is
 * built apart and written into the head (1.2 KB); the server allows it by its hash
 * (security/headers.ts). In `npm run dev` it is a module, as the rest.
 */
function firstScript(): Plugin {
  let code = '';
  return {
    name: 'maestrale-first-script',
    async buildStart() {
      if (this.environment.mode !== 'build') return;
      const bundle = await rolldown({ input: FIRST_SCRIPT });
      const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
      await bundle.close();
      code = output[0].code.trim();
      if (code.includes('</')) throw new Error('The first script cannot close its own element.');
    },
    transformIndexHtml: (html) =>
      html.replace(
        '</head>',
        code
          ? `  <script>${code}</script>\n  </head>`
          : `  <script type="module" src="/${FIRST_SCRIPT}"></script>\n  </head>`,
      ),
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction(),
    siteIcons(),
    firstScript(),
    devPageData(),
    firstPaintFromThePage(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // The stylesheet is inside every page (firstPaintFromThePage): no chunk waits to load it.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((d) => !d.endsWith('.css')),
    },
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // Everything the application needs at start in one chunk (with what it imports, and
        // what the browsing pages share), rather than shared pieces split off for the lazily
        // loaded pages (browsing-chunk.ts). The entry itself imports nothing but Vite's small
        // preload helper: it starts this chunk after the server-drawn page has painted, so the
        // first paint waits for no script.
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
            // React's DOM renderer apart (main.tsx and app.tsx import it dynamically), so the
            // browser evaluates it in a task of its own; React itself, shared by both, apart too.
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 3 },
            { name: browsingChunks(), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001', '/readyz': 'http://127.0.0.1:3001' },
  },
});
