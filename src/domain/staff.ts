import { z } from './zod.ts';

/** Staff sign-in form, checked the same way in the browser and on the server. */
export const staffSignInSchema = z.object({
  email: z.email('Inserisci un indirizzo email valido.').transform((email) => email.toLowerCase()),
  password: z.string().min(1, 'Inserisci la password.').max(200, 'Password troppo lunga.'),
});

export type StaffSignIn = z.input<typeof staffSignInSchema>;
