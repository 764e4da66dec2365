import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// `import { A, B as C } from 'lucide-react'`: not `import type`, which the compiler removes.
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;

/**
 * The site imports its icons by name from lucide-react's index, which imports all 2,000 of
 * them. The build keeps only those drawn, but to the bundler's chunking every page that imports
 * the index shares every icon (browsing-chunk.ts), and the icons two pages draw would each be a
 * chunk of their own. In the browser's build each icon is imported from its own file instead:
 * it goes where the pages that draw it are. Names that are no icon (types, the context) stay
 * with the index.
 */
export function iconsOneByOne(): Plugin {
  const lucide = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const index = fs.readFileSync(path.join(lucide, 'dist/esm/lucide-react.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const name of names!.split(',')) fileOf.set(name.replace('default as', '').trim(), file!);

  return {
    name: 'maestrale-icons-one-by-one',
    apply: 'build',
    // Before TypeScript and JSX are compiled away, on the site's own source.
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: /src[\\/]client[\\/].*\.tsx?$/, code: "'lucide-react'" },
      handler(code, id) {
        const source = new MagicString(code);
        for (const { 0: statement, 1: list, index } of code.matchAll(ICON_IMPORT)) {
          const others: string[] = [];
          const icons: string[] = [];
          for (const specifier of list!.split(',').map((part) => part.trim())) {
            if (!specifier) continue;
            const [name, local = name] = specifier.split(/\s+as\s+/);
            const file = fileOf.get(name!);
            if (file) icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
            else others.push(specifier);
          }
          if (others.length) icons.push(`import { ${others.join(', ')} } from 'lucide-react';`);
          source.overwrite(index, index + statement.length, icons.join(' '));
        }
        return { code: source.toString(), map: source.generateMap({ source: id, hires: true }) };
      },
    },
  };
}
