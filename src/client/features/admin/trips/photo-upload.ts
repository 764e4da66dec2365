import { MAX_TRIP_PHOTO_BYTES, tripPhotoMessages, type TripPhoto } from '#domain/trip-photos.ts';
import { unwrap } from '../../../lib/api.ts';

/**
 * What the browser can tell before sending: a photo, not too large. The server looks at the
 * bytes themselves; this only spares a long upload that would be refused.
 */
export function checkPhotoFile(file: File): string | undefined {
  if (file.size === 0) return tripPhotoMessages.missing;
  if (file.type && !file.type.startsWith('image/')) return tripPhotoMessages.notImage;
  if (file.size > MAX_TRIP_PHOTO_BYTES) return tripPhotoMessages.tooLarge;
  return undefined;
}

/**
 * Sends one photo to `POST /api/staff/trip-photos`, telling how much has left the browser
 * (0..1): fetch cannot say that, so this is the one request made with XMLHttpRequest. Its answer
 * goes through the API's one `unwrap`, so a refusal is an ApiError with the server's message.
 * Aborting the signal abandons the upload (nothing is kept of a photo whose answer never came).
 */
export function uploadTripPhoto(
  file: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<TripPhoto> {
  const answer = new Promise<{ ok: boolean; status: number; json(): Promise<TripPhoto> }>(
    (resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', '/api/staff/trip-photos');
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      // A small photo may leave in one go, with no progress event: all sent all the same.
      request.upload.onload = () => onProgress(1);
      request.onload = () =>
        resolve({
          ok: request.status >= 200 && request.status < 300,
          status: request.status,
          json: async () => JSON.parse(request.responseText) as TripPhoto,
        });
      request.onerror = request.onabort = () => reject(new Error('not sent'));
      signal.addEventListener('abort', () => request.abort(), { once: true });
      const form = new FormData();
      form.append('photo', file);
      request.send(form);
    },
  );
  return unwrap(answer);
}
