import type { Catalogue } from '#domain/catalogue.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import type { TeamMember } from '#domain/team.ts';
import { api, unwrap } from './api.ts';

type Blocks = { 'site-config': SiteConfig; catalogue: Catalogue; team: TeamMember[] };

/**
 * Where the server keeps the page data while it renders pages (server/pages.ts sets it once
 * at start, before it loads the page code): the same values the page's blocks carry.
 */
export const SERVER_PAGE_DATA = Symbol.for('maestrale.page-data');

const inBrowser = typeof document !== 'undefined';

function serverBlock<K extends keyof Blocks>(id: K): Blocks[K] {
  const blocks = (globalThis as { [SERVER_PAGE_DATA]?: Blocks })[SERVER_PAGE_DATA];
  if (!blocks) throw new Error('The server renders pages before it has set their data.');
  return blocks[id];
}

/**
 * Data the server wrote into the page (server/page-data.ts), read once: the agency's
 * configuration and the team, validated on the server at start.
 */
function readBlock<K extends 'site-config' | 'team'>(id: K): Blocks[K] {
  if (!inBrowser) return serverBlock(id);
  const tag = document.getElementById(id);
  if (!tag?.textContent) throw new Error(`The page has no #${id} data block.`);
  return JSON.parse(tag.textContent) as Blocks[K];
}

export const siteConfig = readBlock('site-config');
export const team = readBlock('team');
/**
 * The catalogue: the server's own; in the browser, read from the API as the application starts
 * (main.tsx has asked for it beside the application's code). Not written into every page: its
 * 7 KB would hold the first paint back by a round trip on a phone network.
 */
export const catalogue: Catalogue = inBrowser
  ? await unwrap(api.catalogue.$get())
  : serverBlock('catalogue');
