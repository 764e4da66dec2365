import { Hono } from 'hono';
import type { LowestPriceOnSale } from '../catalogue/availability.ts';
import { previewAt, previewPictures } from '../catalogue/previews.ts';
import type { CatalogueStore } from '../catalogue/store.ts';
import type { AppEnv } from '../context.ts';
import type { FileStore } from '../files/file-store.ts';

/**
 * /previews/<id>.<hash>.jpg: the link preview of a trip or of the site, drawn from the current
 * catalogue, the posters of the built site in `clientDir` and the trips' photos in `files`. Its name changes with what it
 * shows, so it is cached for a year; an earlier name of the same trip (a link WhatsApp or
 * Facebook keeps) moves to the current one; any other name is not found.
 */
export function previewRoutes(
  catalogue: CatalogueStore,
  clientDir: string,
  files: FileStore,
  lowestPrices: () => Promise<LowestPriceOnSale>,
) {
  const pictures = previewPictures({ clientDir, files });
  return new Hono<AppEnv>().get('/previews/*', async (c) => {
    const built = catalogue.current();
    const found = previewAt(built, c.req.path.slice('/previews/'.length), await lowestPrices());
    if (!found) return c.notFound();
    if ('moved' in found) {
      // Not kept: a price that changes back makes the old name the current one again.
      c.header('Cache-Control', 'no-cache');
      return c.redirect(found.moved, 301);
    }
    const picture = await pictures.picture(found.slide);
    return c.body(new Uint8Array(picture), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
