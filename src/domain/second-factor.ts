import { requiredText } from './fields.ts';
import { z } from './zod.ts';

/**
 * A second factor for the staff (issue 31, item 2): a passkey, which is enough to sign in by
 * itself (the device and its PIN or fingerprint), or an authenticator app's six-digit code after
 * the password, with single-use recovery codes for a lost phone. The owner may require one of
 * every member. Checked the same way in the browser and on the server.
 */

/** What a session was opened with beyond the password. */
export const secondFactors = ['passkey', 'totp', 'recovery_code'] as const;
export type SecondFactor = (typeof secondFactors)[number];

/** The step a signed-in password still waits for: a factor the member has, or one to add. */
export type SecondFactorDue = 'verify' | 'enrol';

/** How long the step between the password and the second factor stays open. */
export const SECOND_STEP_MINUTES = 10;
/** Recovery codes made at once; each works one time. */
export const RECOVERY_CODES = 10;

/** A code as an authenticator app shows it: six digits, spaces allowed ("123 456"). */
const totpCode = z
  .string({ error: 'Scrivi il codice di 6 cifre dell’app.' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Scrivi il codice di 6 cifre dell’app.'));

/** A recovery code as printed ("ABCD-EFGH-JK"): case, spaces and dashes ignored. */
export const normalRecoveryCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The second step of the sign-in: the app's code, or one of the recovery codes. */
export const secondStepSchema = z.object({
  code: z
    .string({ error: 'Scrivi il codice.' })
    .trim()
    .min(1, 'Scrivi il codice dell’app o un codice di recupero.')
    .max(40, 'Il codice è troppo lungo.'),
});

/** "Conferma" of the app being set up: its current code. */
export const totpConfirmSchema = z.object({ code: totpCode });

/** Removing a factor asks for the password, as changing it does. */
export const factorRemovalSchema = z.object({
  password: z
    .string({ error: 'Inserisci la tua password.' })
    .min(1, 'Inserisci la tua password.')
    .max(200, 'Password troppo lunga.'),
});

/** A base64url field of a ceremony's answer; the library checks what it holds. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

/** What every answer of @simplewebauthn/browser carries beside the device's own response. */
const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // No extension is asked for; browsers report credProps, anything else is dropped.
  clientExtensionResults: z.object({
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
  }),
};

export const passkeyRegistrationSchema = z.object({
  challengeId: z.uuid('La richiesta è scaduta: riprova.'),
  name: requiredText(60, 'Dai un nome alla passkey, per riconoscerla.'),
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: base64url(10_000),
      attestationObject: base64url(20_000),
      authenticatorData: base64url(20_000).optional(),
      transports: z.array(z.string().max(20)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(10_000).optional(),
    }),
  }),
});

export const passkeySignInSchema = z.object({
  challengeId: z.uuid('La richiesta è scaduta: riprova.'),
  response: z.object({
    ...credential,
    response: z.object({
      clientDataJSON: base64url(10_000),
      authenticatorData: base64url(20_000),
      signature: base64url(2_000),
      userHandle: base64url(200).optional(),
    }),
  }),
});

export const passkeyIdParam = z.object({ id: z.string().min(1).max(1400) });

export const secondFactorRequirementSchema = z.object({
  required: z.boolean('Scegli se richiedere il secondo fattore.'),
});

/** Each refusal, as the member reads it. */
export const secondFactorRefusals = {
  wrongCode:
    'Codice non valido: controlla l’app (l’ora del telefono deve essere esatta) e riprova.',
  expiredStep: 'Il tempo per il secondo passaggio è scaduto: accedi di nuovo.',
  passkeyRefused: 'Passkey non riconosciuta: riprova o accedi con la password.',
  challengeExpired: 'La richiesta è scaduta: riprova.',
  passkeyNotFound: 'Passkey non trovata.',
  passkeyNotSaved: 'La passkey non è stata salvata: riprova dal dispositivo.',
  noFactorYet: 'Aggiungi prima una passkey o un’app di autenticazione.',
  noPendingApp: 'Avvia di nuovo la configurazione dell’app: il codice da inquadrare è cambiato.',
  lastFactor:
    'Il titolare richiede un secondo fattore: aggiungine un altro prima di togliere questo.',
  ownerWithoutFactor:
    'Aggiungi prima una passkey o un’app di autenticazione al tuo account: poi potrai richiederle a tutti.',
  appAlreadyOn: 'L’app di autenticazione è già attiva: disattivala prima di collegarne un’altra.',
} as const;

/** A member's passkey as their account lists it. */
export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** "Accesso in due passaggi" on one's account. */
export type AccountSecurity = {
  passkeys: Passkey[];
  totp: boolean;
  recoveryCodesLeft: number;
  required: boolean;
};

/** The sign-in's answer when a second step is due: which ways the member has. */
export type SecondStep = { due: SecondFactorDue; passkey: boolean; totp: boolean };
