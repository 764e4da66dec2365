import type { Catalogue } from '#domain/catalogue.ts';
import type { SiteConfig } from '#domain/site-config.ts';
import type { TeamMember } from '#domain/team.ts';

/**
 * Data the server wrote into the page (server/page-data.ts), read once: the agency's
 * configuration and the catalogue, validated on the server at start.
 */
function readBlock<T>(id: string): T {
  const tag = document.getElementById(id);
  if (!tag?.textContent) throw new Error(`The page has no #${id} data block.`);
  return JSON.parse(tag.textContent) as T;
}

export const siteConfig: SiteConfig = readBlock('site-config');
export const catalogue: Catalogue = readBlock('catalogue');
export const team: TeamMember[] = readBlock('team');
