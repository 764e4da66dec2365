import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router 7 publishes a development and a production build, yet its package's exports
 * name only the development one (remix-run/react-router#14102), so a build would ship its
 * warnings to the browser and run them on the server. The site's builds take the production
 * build; `npm run dev` and the tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = path.join(path.dirname(packageJson), 'dist/production/index.mjs');
  return {
    name: 'maestrale-react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}
