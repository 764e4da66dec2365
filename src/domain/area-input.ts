import { ALL_AREAS, areaMessages } from './areas.ts';
import { NO_MARKUP, markupMessage, requiredText } from './fields.ts';
import { keyOfName } from './words.ts';
import { z } from './zod.ts';

/** A new area: a name of letters, one that gives a key of its own. */
export const areaInputSchema = z.object({
  name: requiredText(40, areaMessages.name)
    .refine((name) => !NO_MARKUP.test(name), markupMessage)
    .refine((name) => keyOfName(name).length > 0, areaMessages.name)
    .refine((name) => keyOfName(name) !== ALL_AREAS, areaMessages.reserved),
});

/** The areas a trip names: at least one, each once. */
export const tripAreasSchema = z
  .array(z.string().regex(/^[a-z0-9-]{1,60}$/, areaMessages.unknown), { error: areaMessages.none })
  .min(1, areaMessages.none)
  .max(10, 'Al massimo 10 aree.')
  .transform((areas) => [...new Set(areas)]);
