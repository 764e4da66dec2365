import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// `import { A, B as C } from 'lucide-react'`: not `import type`, which the compiler removes.
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;
// An icon's module as lucide ships it: its drawing, then the component drawn from it.
const DRAWING = /const __iconData = (\{[\s\S]*?\});\n/;
const ICON = 'maestrale-icon:';
const SITE_ICON = fileURLToPath(
  new URL('../../src/client/components/ui/icon.tsx', import.meta.url),
);

/**
 * The site imports its icons by name from lucide-react. Each is drawn by the site's own
 * component (`siteIcon`), from lucide's drawing of it, on the server as in the browser: lucide's
 * component builds its attributes again at every render. And each icon is a module of its own,
 * not a name of lucide's index, which imports all 2,000 of them: the build keeps only those
 * drawn, but to the bundler's chunking every page that imports the index would share every icon
 * (browsing-chunk.ts). Names that are no icon (types, the context) stay with the index.
 */
export function siteIcons(): Plugin {
  const lucide = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const icons = path.join(lucide, 'dist/esm/icons');
  const index = fs.readFileSync(path.join(lucide, 'dist/esm/lucide-react.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const name of names!.split(',')) fileOf.set(name.replace('default as', '').trim(), file!);

  return {
    name: 'maestrale-site-icons',
    // Before TypeScript and JSX are compiled away, on the site's own source.
    enforce: 'pre',
    resolveId: {
      filter: { id: new RegExp(`^${ICON}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${ICON}`) },
      handler(id) {
        const file = path.join(icons, `${id.slice(ICON.length + 1)}.mjs`);
        const drawing = DRAWING.exec(fs.readFileSync(file, 'utf8'))?.[1];
        if (!drawing) throw new Error(`${file}: lucide's icon modules have changed their shape.`);
        return [
          `import { siteIcon } from ${JSON.stringify(SITE_ICON)};`,
          `export default /* @__PURE__ */ siteIcon(${drawing});`,
        ].join('\n');
      },
    },
    transform: {
      filter: { id: /src[\\/]client[\\/].*\.tsx?$/, code: "'lucide-react'" },
      handler(code, id) {
        const source = new MagicString(code);
        for (const { 0: statement, 1: list, index } of code.matchAll(ICON_IMPORT)) {
          const others: string[] = [];
          const imports: string[] = [];
          for (const specifier of list!.split(',').map((part) => part.trim())) {
            if (!specifier) continue;
            const [name, local = name] = specifier.split(/\s+as\s+/);
            const file = fileOf.get(name!);
            if (file) imports.push(`import ${local} from '${ICON}${file}';`);
            else others.push(specifier);
          }
          if (others.length) imports.push(`import { ${others.join(', ')} } from 'lucide-react';`);
          source.overwrite(index, index + statement.length, imports.join(' '));
        }
        return { code: source.toString(), map: source.generateMap({ source: id, hires: true }) };
      },
    },
  };
}
