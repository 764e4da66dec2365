import { z } from 'zod';

/** The `:id` of a destination in an API path (kept apart from the id mapping, which pages load). */
export const destinationIdParam = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Identificativo di destinazione non valido.'),
});
