// The build's half of the pages' own stylesheets (src/server/page-styles.ts): the built
// stylesheet cut into pieces, each rule with the classes its selectors need.
import postcss, { type ChildNode, type Rule } from 'postcss';
import type { StylePiece } from '../../src/server/page-styles.ts';

/** At-rules that only group rules: kept around whichever of their rules a page keeps. */
const GROUPS = new Set(['layer', 'media', 'supports', 'container']);

/** A class name as CSS escapes it (`.md\:px-6`, `.\32 xl\:flex`) → as HTML writes it. */
const unescape = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped.trim(), 16)) : escaped,
  );

/** The classes one selector names: `.group:hover .group-hover\:flex` → group, group-hover:flex. */
export function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g)].map(
    ([, name]) => unescape(name!),
  );
}

export function stylePieces(css: string): StylePiece[] {
  const pieces: StylePiece[] = [];
  const add = (piece: StylePiece) => {
    const last = pieces.at(-1);
    if (typeof piece === 'string' && typeof last === 'string')
      pieces[pieces.length - 1] = last + piece;
    else pieces.push(piece);
  };
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'comment') continue;
      if (node.type === 'atrule' && node.nodes && GROUPS.has(node.name)) {
        add(`@${node.name}${node.params ? ` ${node.params}` : ''}{`);
        walk(node.nodes);
        add('}');
      } else if (node.type === 'rule') {
        const needs = node.selectors.map(classesOf);
        if (needs.every((classes) => classes.length > 0)) add({ needs, css: node.toString() });
        else if (node.some((child) => child.type === 'decl' && child.variable))
          addDefinitions(node);
        else add(node.toString());
      } else if (node.type === 'atrule' && node.name === 'property') {
        add({ defines: node.params, css: node.toString() });
      } else {
        // @font-face, @keyframes, @property; a statement (`@layer a, b;`) ends with its semicolon.
        add(node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString());
      }
    }
  };
  // A rule every page keeps (`:root`, `*`) that defines custom properties (Tailwind's theme and
  // its --tw-* defaults): each definition is its own piece, kept by the pages that use it.
  const addDefinitions = (rule: Rule) => {
    add(`${rule.selector}{`);
    const last = rule.nodes.length - 1;
    rule.nodes.forEach((child, index) => {
      const css = `${child.toString()}${index < last ? ';' : ''}`;
      add(child.type === 'decl' && child.variable ? { defines: child.prop, css } : css);
    });
    add('}');
  };
  walk(postcss.parse(css).nodes);
  return pieces;
}
