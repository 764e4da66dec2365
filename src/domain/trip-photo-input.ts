import { MAX_PHOTO_PIXELS } from './photo-limits.ts';
import { markupMessage, NO_MARKUP, requiredText } from './fields.ts';
import {
  MIN_TRIP_PHOTO_SIDE,
  PLACEHOLDER,
  tripPhotoMessages,
  variantWidths,
} from './trip-photos.ts';
import { z } from './zod.ts';

/*
 * The photos' schemas, apart from trip-photos.ts: the public pages draw photos with that module,
 * and a schema beside it would bring zod into every page's JavaScript.
 */

const focalPointSchema = z.object(
  {
    x: z
      .number({ error: tripPhotoMessages.focus })
      .min(0, tripPhotoMessages.focus)
      .max(1, tripPhotoMessages.focus),
    y: z
      .number({ error: tripPhotoMessages.focus })
      .min(0, tripPhotoMessages.focus)
      .max(1, tripPhotoMessages.focus),
  },
  { error: tripPhotoMessages.focus },
);

/** What staff say about a photo: the editor's form and the trips API check it alike. */
export const tripPhotoDetailsSchema = z.object({
  alt: requiredText(200, tripPhotoMessages.alt)
    .min(5, tripPhotoMessages.alt)
    .refine((alt) => !NO_MARKUP.test(alt), markupMessage),
  focus: focalPointSchema,
});
export type TripPhotoDetails = z.output<typeof tripPhotoDetailsSchema>;

const TRIP_PHOTO_ID = /^[0-9a-f]{24}$/;
const side = z
  .number({ error: tripPhotoMessages.invalid })
  .int(tripPhotoMessages.invalid)
  .min(MIN_TRIP_PHOTO_SIDE, tripPhotoMessages.invalid)
  .max(MAX_PHOTO_PIXELS / MIN_TRIP_PHOTO_SIDE, tripPhotoMessages.invalid);

/**
 * A photo as the browser sends it back inside a trip: what the upload answered, checked to the
 * letter (the placeholder goes into a style attribute, the id into addresses), with the details.
 */
export const tripPhotoSchema = tripPhotoDetailsSchema
  .extend({
    id: z.string().regex(TRIP_PHOTO_ID, tripPhotoMessages.invalid),
    width: side,
    height: side,
    widths: z.array(z.number().int()),
    placeholder: z.string().regex(PLACEHOLDER, tripPhotoMessages.invalid),
  })
  .refine((photo) => photo.widths.join() === variantWidths(photo.width, photo.height).join(), {
    path: ['widths'],
    message: tripPhotoMessages.invalid,
  });
