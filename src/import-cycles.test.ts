import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No two modules of the site import each other, however far round (the standards): a circle
 * makes the order modules start in an accident, and a feature of one a need of the other.
 * Imports of types only are left out (they are gone once compiled).
 */
const SRC = import.meta.dirname;
const ALIASES: Record<string, string> = {
  '#domain/': 'domain/',
  '#content/': 'content/',
  '#server/': 'server/',
  '#client/': 'client/',
};

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The site's modules a module imports for their values. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(
      /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    ),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) return [path.join(SRC, ALIASES[alias]!, specifier.slice(alias.length))];
    if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

/** Every circle in the graph, each as the modules it goes through. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (module: string) => {
    state.set(module, 'open');
    trail.push(module);
    for (const next of graph.get(module) ?? []) {
      if (state.get(next) === 'open') found.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(module, 'done');
  };
  for (const module of graph.keys()) if (!state.has(module)) visit(module);
  return found;
}

describe('the modules of src', () => {
  it('import one another in no circle', () => {
    const files = modules(SRC);
    const graph = new Map(
      files.map((file) => [file, importsOf(file).filter((f) => files.includes(f))]),
    );
    expect(graph.size).toBeGreaterThan(300);
    const named = circles(graph).map((circle) =>
      circle.map((file) => path.relative(SRC, file)).join(' → '),
    );
    expect(named).toEqual([]);
  });
});
