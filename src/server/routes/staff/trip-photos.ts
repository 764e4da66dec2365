import { isStoreUnavailable } from '../../files/store-unavailable.ts';
import { Hono } from 'hono';
import { MAX_TRIP_PHOTO_BYTES, tripPhotoMessages, type TripPhoto } from '#domain/trip-photos.ts';
import type { AppEnv } from '../../context.ts';
import { prepareTripPhoto, storeTripPhoto } from '../../files/trip-photo.ts';
import { HttpError } from '../../http-error.ts';
import { ownBodyLimit } from '../../security/body-limit.ts';

/** The photo at its limit and the form's own few bytes; anything bigger is refused unread. */
const MAX_REQUEST_BYTES = MAX_TRIP_PHOTO_BYTES + 64 * 1024;

/** A refused photo: its message, also under the form's field `photo`. */
const refused = (message: string) =>
  new HttpError(400, 'validation_failed', message, { photo: message });

/**
 * `POST /api/staff/trip-photos`: one photo in the multipart field `photo`, checked, encoded and
 * stored; 201 with the `TripPhoto`, its alt text empty and its focus in the middle until the
 * editor sets them. Nothing is stored for a photo refused.
 */
export const staffTripPhotosRoutes = new Hono<AppEnv>().post(
  '/',
  ownBodyLimit(MAX_REQUEST_BYTES, tripPhotoMessages.tooLarge),
  async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new HttpError(400, 'bad_request', 'Richiesta non valida: invia la foto con il modulo.');
    });
    const file = form.photo;
    // Browsers send an empty part when no file was chosen.
    if (!(file instanceof File) || file.size === 0) throw refused(tripPhotoMessages.missing);
    if (file.size > MAX_TRIP_PHOTO_BYTES) throw refused(tripPhotoMessages.tooLarge);
    const prepared = await prepareTripPhoto(new Uint8Array(await file.arrayBuffer()));
    if (typeof prepared === 'string') throw refused(tripPhotoMessages[prepared]);
    try {
      await storeTripPhoto(c.var.deps.files, prepared);
    } catch (error) {
      if (isStoreUnavailable(error)) throw error;
      throw new HttpError(500, 'internal_error', tripPhotoMessages.storeFailed, undefined, {
        cause: error,
      });
    }
    return c.json(prepared.photo satisfies TripPhoto, 201);
  },
);
