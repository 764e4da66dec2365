import type { SiteConfig } from '#domain/site-config.ts';

/**
 * The agency data the server validated at start and wrote into the page (server/spa.ts).
 * Read once; not re-validated here, so the first page does not carry a schema library.
 */
function readSiteConfig(): SiteConfig {
  const tag = document.getElementById('site-config');
  if (!tag?.textContent) throw new Error('The page has no site configuration (#site-config).');
  return JSON.parse(tag.textContent) as SiteConfig;
}

export const siteConfig: SiteConfig = readSiteConfig();
