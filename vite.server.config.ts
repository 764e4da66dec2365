import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from './scripts/build/react-router-production.ts';
import { siteIcons } from './scripts/build/site-icons.ts';

/**
 * Bundles the server, with the pages it renders (dependencies stay in node_modules), so
 * `npm start` runs plain JavaScript. Imported pictures and fonts resolve to the same hashed
 * names as in the browser's build.
 */
export default defineConfig({
  // The icons drawn as the browser's build draws them (site-icons.ts): the same markup to hydrate.
  plugins: [react(), reactRouterProduction(), siteIcons()],
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'index.js' } },
  },
});
