import { lineText } from './fields.ts';
import { z } from './zod.ts';

/**
 * A logged chat click: where the visitor was (the page's own address, at most). Apart from the
 * chat's rules (chat.ts), which every page's chat buttons use, so they carry no schema library.
 */
export const chatClickSchema = z.object({
  referrer: lineText().trim().max(500, 'Al massimo 500 caratteri.').nullish(),
});
