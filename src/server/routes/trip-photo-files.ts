import { Hono } from 'hono';
import { parseTripPhotoName, type TripPhotoFormat } from '#domain/trip-photos.ts';
import type { AppEnv } from '../context.ts';
import { tripPhotoKey } from '../files/trip-photo.ts';
import { HttpError } from '../http-error.ts';

const contentTypes: Record<TripPhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

const notFound = () => new HttpError(404, 'not_found', 'Foto non trovata.');

/**
 * `/photos/<id>-<width>.<avif|webp>`: the trips' photos from the file store. A name says its
 * content (decision 036), so a browser or a proxy keeps it for a year without asking again.
 * Any other name under /photos/ is 404 before the store is asked: nothing but a variant's key
 * can be read from here.
 */
export const tripPhotoFileRoutes = new Hono<AppEnv>()
  .get('/photos/:name', async (c) => {
    const variant = parseTripPhotoName(c.req.param('name'));
    if (!variant) throw notFound();
    let bytes: Buffer;
    try {
      bytes = await c.var.deps.files.read(tripPhotoKey(variant.id, variant.width, variant.format));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
      throw error;
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': contentTypes[variant.format],
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  })
  .all('/photos/*', () => {
    throw notFound();
  });
