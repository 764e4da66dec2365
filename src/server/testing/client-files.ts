import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { stylePieces } from '../../../scripts/page-styles/pieces.ts';
import type { PageStyles } from '../page-styles.ts';
import { markup } from '../security-tests/security-testing.ts';

/** The page template Vite builds index.html from, with the markers the server fills. */
const TEMPLATE = path.resolve(import.meta.dirname, '../../../index.html');
/** The posters, which the build copies from public/ (the link previews are drawn from them). */
const ARTWORK = path.resolve(import.meta.dirname, '../../../public/artwork');

/**
 * A built client of the tests' own (CLIENT_DIR): the project's index.html, so pages are rendered
 * into the same template as in production, one script file, a stylesheet cut as the build
 * cuts it, and the posters. `remove` deletes the folder.
 */
export function testClientFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maestrale-client-'));
  fs.copyFileSync(TEMPLATE, path.join(dir, 'index.html'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  const css = 'body{margin:0}.hidden{display:none}@media (width>=48rem){.md\\:flex{display:flex}}';
  fs.writeFileSync(path.join(dir, 'assets', 'index.css'), css);
  const styles: PageStyles = { stylesheet: '/assets/index.css', pieces: stylePieces(css) };
  fs.writeFileSync(path.join(dir, 'page-styles.json'), JSON.stringify(styles));
  fs.symlinkSync(ARTWORK, path.join(dir, 'artwork'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Checks that a page the server wrote runs nothing it was given: every script element is a
 * data block or the site's own file (the CSP would refuse any other), no element carries an
 * event handler or a javascript: link, and none of the attacker's markup is there as markup.
 */
export function expectInertPage(html: string, what: string) {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length, what).toBeGreaterThan(0);
  for (const [element, attributes, body] of scripts) {
    if (/type="application\/(ld\+)?json"/.test(attributes!)) continue;
    expect(attributes, `${what}: ${element}`).toMatch(/\ssrc="\/[^"]*"/);
    expect(body, `${what}: ${element}`).toBe('');
  }
  expect(html, what).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  for (const text of markup) expect(html, what).not.toContain(text);
  expect(html, what).not.toMatch(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i);
}
