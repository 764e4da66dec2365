import { PREVIEW_PARAM } from './site-paths.ts';
import { z } from './zod.ts';

const DESTINATION_ID = /^[a-z0-9-]{1,80}$/;

/** The site's destination id ("maldive-dubai") in a body or a query. */
export const destinationIdSchema = z.string().regex(DESTINATION_ID, 'Destinazione non valida.');

/** The `:id` of a destination in an API path (kept apart from the id mapping, which pages load). */
export const destinationIdParam = z.object({
  id: z.string().regex(DESTINATION_ID, 'Identificativo di destinazione non valido.'),
});

/** `?anteprima` (site-paths.ts), empty or absent. */
export const previewQuery = z.object({ [PREVIEW_PARAM]: z.string().max(0).optional() });
