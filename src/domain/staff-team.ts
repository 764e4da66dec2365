import { requiredText } from './fields.ts';
import { z } from './zod.ts';

/**
 * The agency's team in the back office (issue 31): who may do what, how long an invitation and a
 * password reset last, what a password must be, and what each refusal says. Checked the same way
 * in the browser and on the server; the list of common passwords is the server's alone.
 */

/** The owner manages the team and the agency's settings; staff run the bookings and the trips. */
export const staffRoles = ['titolare', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  titolare: 'Titolare',
  staff: 'Staff',
};

/** An invitation's link opens for three days; a password reset's for half an hour. */
export const INVITATION_HOURS = 72;
export const PASSWORD_RESET_MINUTES = 30;
export const MIN_PASSWORD_LENGTH = 12;

const email = z
  .string({ error: 'Inserisci un indirizzo email valido.' })
  .trim()
  .pipe(z.email('Inserisci un indirizzo email valido.'))
  .transform((value) => value.toLowerCase());

/** A new password: long enough; the server also refuses the common ones (teamRefusals). */
export const newPasswordSchema = z
  .string({ error: 'Scegli una password.' })
  .min(MIN_PASSWORD_LENGTH, `La password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri.`)
  .max(200, 'La password può avere al massimo 200 caratteri.');

/** "Invita un collega": whom, by which name the team will see, and with which role. */
export const staffInvitationSchema = z.object({
  email,
  name: requiredText(80, 'Scrivi il nome del collega.'),
  role: z.enum(staffRoles, 'Scegli il ruolo: Titolare o Staff.'),
});
export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;

export const staffRoleChangeSchema = z.object({
  role: z.enum(staffRoles, 'Scegli il ruolo: Titolare o Staff.'),
});

/** The invited colleague's or the reset's new password. */
export const passwordChoiceSchema = z.object({ password: newPasswordSchema });

/** "Cambia password": the current one first. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Inserisci la password attuale.' })
    .min(1, 'Inserisci la password attuale.')
    .max(200, 'Password troppo lunga.'),
  newPassword: newPasswordSchema,
});

export const memberIdParam = z.object({ id: z.uuid('Membro del team non trovato.') });
export const invitationIdParam = z.object({ id: z.uuid('Invito non trovato.') });
/** A session is named by the hash of its token (64 hex characters). */
export const sessionIdParam = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, 'Sessione non trovata.'),
});
export const linkTokenParam = z.object({ token: z.string().max(100) });

/** "Password dimenticata?": the address the link goes to, if it is a member's. */
export const passwordResetRequestSchema = z.object({ email });

/** Each refusal of the team's routes, as the person reads it. */
export const teamRefusals = {
  ownersOnly: 'Solo il titolare può gestire il team.',
  commonPassword:
    'Questa password è tra le più usate al mondo: scegline una meno prevedibile, anche una frase.',
  emailTaken: 'Questa email appartiene già a un membro del team.',
  invitationPending:
    'C’è già un invito in attesa per questa email: invialo di nuovo o annullalo prima.',
  invitationNotFound: 'Invito non trovato.',
  invitationUsed: 'Questo invito è già stato usato: accedi con la password che hai scelto.',
  invitationRevoked: 'Questo invito è stato annullato: chiedi al titolare di mandartene un altro.',
  invitationExpired: 'Questo invito è scaduto: chiedi al titolare di mandartene un altro.',
  resetInvalid: 'Questo link non è più valido: chiedine uno nuovo da “Password dimenticata?”.',
  memberNotFound: 'Membro del team non trovato.',
  lastOwner: 'Nel team deve restare almeno un titolare attivo: nomina prima un altro titolare.',
  wrongPassword: 'La password attuale non è corretta.',
  disabled: 'Il tuo account è stato disattivato: per riattivarlo rivolgiti al titolare.',
  sessionNotFound: 'Sessione non trovata.',
  changedMeanwhile: 'Qualcun altro ha appena cambiato questo account: ricarica la pagina.',
} as const;

/** The answer to "Password dimenticata?", the same whether or not the address is a member's. */
export const PASSWORD_RESET_SENT =
  'Se l’indirizzo appartiene a un membro del team, riceverà a breve un’email con il link per scegliere una nuova password.';

/** A member as the team's page lists them. */
export type TeamMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: string;
  disabledAt: string | null;
  /** Has a passkey or an authenticator app. */
  secondFactor: boolean;
};

/** An invitation not yet accepted, revoked or expired. */
export type PendingInvitation = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
};

export type Team = {
  members: TeamMember[];
  invitations: PendingInvitation[];
  /** The owner requires a second factor of every member. */
  secondFactorRequired: boolean;
};

/** One of a member's own sessions ("Le tue sessioni"). */
export type OwnSession = {
  id: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  current: boolean;
};
