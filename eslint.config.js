import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const aliases = {
  '#domain/': 'src/domain/',
  '#content/': 'src/content/',
  '#server/': 'src/server/',
  '#client/': 'src/client/',
};

// Which layers each layer may import (ARCHITECTURE.md: imports flow one way).
const allowed = {
  domain: ['domain'],
  content: ['domain', 'content'],
  server: ['domain', 'content', 'server'],
  client: ['domain', 'client'],
};

function resolveTarget(specifier, filename) {
  for (const [alias, dir] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return path.join(root, dir, specifier.slice(alias.length));
  }
  if (specifier.startsWith('.')) return path.resolve(path.dirname(filename), specifier);
  return null;
}

function place(file) {
  const rel = path.relative(path.join(root, 'src'), file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return null;
  return { layer: rel[0], feature: rel[1] === 'features' ? rel[2] : null, rest: rel };
}

const layersRule = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{why}}' } },
  create(context) {
    const from = place(context.filename);
    if (!from || !allowed[from.layer]) return {};
    const check = (node, specifier, typeOnly) => {
      if ((from.layer === 'domain' || from.layer === 'client') && specifier.startsWith('node:')) {
        return context.report({
          node,
          messageId: 'layer',
          data: { why: `${from.layer} code cannot use Node built-ins` },
        });
      }
      const target = resolveTarget(specifier, context.filename);
      const to = target && place(target);
      if (!to) return;
      const serverType =
        from.layer === 'client' &&
        typeOnly &&
        to.layer === 'server' &&
        to.rest.join('/').startsWith('server/app');
      // The server renders pages through the client's one server entry, nothing else of it.
      const serverRendering =
        from.layer === 'server' &&
        to.layer === 'client' &&
        to.rest.join('/') === 'client/entry-server.tsx';
      if (!allowed[from.layer].includes(to.layer) && !serverType && !serverRendering) {
        return context.report({
          node,
          messageId: 'layer',
          data: { why: `${from.layer} must not import ${to.layer}` },
        });
      }
      const isPublicEntry = /^index\.tsx?$/.test(to.rest[3] ?? '') && to.rest.length === 4;
      if (from.feature && to.feature && from.feature !== to.feature && !isPublicEntry) {
        context.report({
          node,
          messageId: 'layer',
          data: {
            why: `feature ${from.feature} must not import the internals of feature ${to.feature}`,
          },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node, String(node.source.value), false),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { maestrale: { rules: { layers: layersRule } } },
    rules: {
      'maestrale/layers': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Links go through the spec's link helper (components/site-link.tsx), so a visitor who
      // came from an ad stays on the /ads-special pages.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from components/site-link.tsx.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/components/site-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
