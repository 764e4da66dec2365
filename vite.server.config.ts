import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from './scripts/build/react-router-production.ts';

/**
 * Bundles the server, with the pages it renders (dependencies stay in node_modules), so
 * `npm start` runs plain JavaScript. Imported pictures and fonts resolve to the same hashed
 * names as in the browser's build.
 */
export default defineConfig({
  plugins: [react(), reactRouterProduction()],
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'index.js' } },
  },
});
