import { minGroupSchema } from './backoffice-input.ts';
import { airportListSchema, averageRatingSchema } from './trip-input.ts';
import { z } from './zod.ts';

const whole = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/** "Impostazioni" as its form sends it, with the version it opened: checked there and by the server. */
export const agencySettingsInputSchema = z.object({
  version: z.number().int().min(1),
  stats: z.object({
    travellers: whole('Scrivi quanti viaggiatori, un numero intero.', 10_000_000),
    averageRating: averageRatingSchema('Scrivi il voto medio, da 1 a 5.'),
    reviews: whole('Scrivi quante recensioni, un numero intero.', 10_000_000),
    satisfaction: whole('Scrivi una percentuale da 0 a 100.', 100),
  }),
  airports: airportListSchema,
  minGroup: minGroupSchema,
});
export type AgencySettingsInput = z.output<typeof agencySettingsInputSchema>;
