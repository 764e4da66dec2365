import { defineConfig } from 'vitest/config';

/** Files that replace a module for themselves (vi.mock): they get their own module graph. */
const OWN_MODULES = ['src/server/files/file-store.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 15_000,
    // Two files at a time even on a 2-core machine (Vitest's default there is one): most of a
    // file's time is spent waiting for PostgreSQL, SQLite's disk and the SMTP server, and two
    // overlap it (the suite went from 259 s to 173 s on CI's machine).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server and domain',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: OWN_MODULES,
          // The files of a worker share the modules they import: importing the app again for
          // each of 117 files was two thirds of the suite's time. No file keeps state in a
          // module between its tests (each opens its own database, app and clock).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
    ],
  },
});
