import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { loadConfig } from './src/server/config.ts';
import { SITE_CONFIG_MARKER, siteConfigTag } from './src/server/spa.ts';

/** In `npm run dev` the Vite server hands out index.html, so it injects the configuration itself. */
function devSiteConfig(): Plugin {
  return {
    name: 'maestrale-dev-site-config',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(SITE_CONFIG_MARKER, siteConfigTag(loadConfig().site)),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devSiteConfig()],
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
