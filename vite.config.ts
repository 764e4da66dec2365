import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { buildCatalogue } from './src/server/catalogue/build.ts';
import { loadConfig } from './src/server/config.ts';
import { pageData } from './src/server/page-data.ts';
import { PAGE_DATA_MARKER, pageDataTags } from './src/server/spa.ts';

/** In `npm run dev` the Vite server hands out index.html, so it injects the page data itself. */
function devPageData(): Plugin {
  return {
    name: 'maestrale-dev-page-data',
    apply: 'serve',
    transformIndexHtml: (html) => {
      const { site } = loadConfig();
      const blocks = pageData(site, buildCatalogue(site.discountPercentage).catalogue);
      return html.replace(PAGE_DATA_MARKER, pageDataTags(blocks));
    },
  };
}

/** Preloads the two self-hosted fonts, so headings do not reflow when they arrive. */
function preloadFonts(): Plugin {
  return {
    name: 'maestrale-preload-fonts',
    apply: 'build',
    transformIndexHtml: (_html, context) =>
      Object.keys(context.bundle ?? {})
        .filter((file) => file.endsWith('.woff2'))
        .map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        })),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devPageData(), preloadFonts()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001', '/readyz': 'http://127.0.0.1:3001' },
  },
});
