import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { announcedModules } from './src/client/route-list.ts';
import { buildCatalogue } from './src/server/catalogue/build.ts';
import { loadConfig } from './src/server/config.ts';
import { defaultHead } from './src/server/page-head.ts';
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
      const { site } = loadConfig();
      const blocks = pageData(site, buildCatalogue(site.discountPercentage).catalogue);
      return html
        .replace(PAGE_HEAD_MARKER, defaultHead())
        .replace(PAGE_DATA_MARKER, pageDataTags(blocks));
    },
  };
}

/**
 * The entry only starts the application chunk (src/client/main.tsx): announce that chunk
 * and its imports in the page, so the browser fetches them with the entry, not after it.
 */
function preloadApplication(): Plugin {
  /** Each page module's name in src/client/route-modules.ts → its file. */
  const pageFiles = new Map<string, string>();
  return {
    name: 'maestrale-preload-application',
    apply: 'build',
    transform: {
      order: 'pre',
      async handler(code, id) {
        if (!/src[\\/]client[\\/]route-modules\.ts$/.test(id)) return;
        // The page modules are written `name: () => import('./file')` there.
        for (const [, name, file] of code.matchAll(/(\w+): \(\) =>\s*import\('([^']+)'\)/g)) {
          const resolved = await this.resolve(file!, id);
          if (resolved) pageFiles.set(name!, resolved.id);
        }
      },
    },
    transformIndexHtml: (_html, context) => {
      const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
      const app = chunks.find((chunk) => chunk.name === 'app');
      if (!app) throw new Error('The application chunk (src/client/app.tsx) is missing.');
      // The pages most visits open on are a few kilobytes each: announcing them too saves the
      // round trip the entry would otherwise wait for before asking for them
      // (the `announced` routes of src/client/route-list.ts).
      const pages = announcedModules.map((module) => {
        const file = pageFiles.get(module);
        const chunk = file && chunks.find((candidate) => candidate.moduleIds.includes(file));
        if (!chunk) throw new Error(`The chunk of the announced page module ${module} is missing.`);
        return chunk;
      });
      const files = new Set([app, ...pages].flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
      return [...files].map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devPageData(), preloadApplication()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // Everything the application needs at start in one chunk (with what it imports),
        // rather than shared pieces split off for the lazily loaded pages.
        // What the entry reads (the route table, the page data) stays with the entry.
        codeSplitting: {
          groups: [
            {
              name: 'routes',
              test: /src[\\/]client[\\/](route-modules|route-list|paths)\.ts$/,
              priority: 2,
            },
            { name: 'app', test: /src[\\/]client[\\/]app\.tsx$/, priority: 1 },
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
