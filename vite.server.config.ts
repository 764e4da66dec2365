import { defineConfig } from 'vite';

/** Bundles the server (dependencies stay in node_modules) so `npm start` runs plain JavaScript. */
export default defineConfig({
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'index.js' } },
  },
});
