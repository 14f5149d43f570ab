import { z } from 'zod';
import { BODY_OBJECT } from './review.schema';
import { withoutNul } from './safe-input';

/**
 * WebAuthn passkeys of members: registering one on the account page (or right after joining) and
 * signing in with one. The browser's answers travel as the JSON of `@simplewebauthn/browser`;
 * only their shape is checked here, their content by `@simplewebauthn/server`.
 */
const UNREADABLE = 'The passkey answer could not be read. Please try again.';

/** Base64url, as WebAuthn's JSON writes binary values; at most `max` characters. */
const base64url = (max: number) =>
  z
    .string({ error: UNREADABLE })
    .max(max, UNREADABLE)
    .regex(/^[A-Za-z0-9_-]+$/, UNREADABLE);

/** A credential id: the table keeps up to 1,400 characters (1,023 bytes, WebAuthn's limit). */
const CredentialIdSchema = base64url(1400);

/** How the browser may reach the authenticator again ('internal', 'hybrid', 'usb', …). */
const TransportsSchema = z
  .array(z.string({ error: UNREADABLE }).max(32, UNREADABLE), { error: UNREADABLE })
  .max(16, UNREADABLE);

const ResponseFields = {
  id: CredentialIdSchema,
  rawId: CredentialIdSchema,
  type: z.literal('public-key', { error: UNREADABLE }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform'], { error: UNREADABLE }).optional(),
  clientExtensionResults: z.record(z.string().max(64), z.unknown(), { error: UNREADABLE }),
};

/** What `startRegistration()` answers. */
export const RegistrationResponseSchema = z.object(
  {
    ...ResponseFields,
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16_384),
        authenticatorData: base64url(16_384).optional(),
        transports: TransportsSchema.optional(),
        publicKeyAlgorithm: z.number({ error: UNREADABLE }).int(UNREADABLE).optional(),
        publicKey: base64url(4096).optional(),
      },
      { error: UNREADABLE },
    ),
  },
  { error: UNREADABLE },
);

/** What `startAuthentication()` answers. */
export const AuthenticationResponseSchema = z.object(
  {
    ...ResponseFields,
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(2048),
        userHandle: base64url(128).optional(),
      },
      { error: UNREADABLE },
    ),
  },
  { error: UNREADABLE },
);

export const PASSKEY_LABEL_MAX = 120;

export const AddPasskeyRequestSchema = z.object(
  {
    response: RegistrationResponseSchema,
    /** How the member tells their passkeys apart ("Work laptop"); a numbered default otherwise. */
    label: withoutNul(
      z
        .string({ error: 'The passkey name must be text.' })
        .trim()
        .min(1, 'Name the passkey, or leave the name out.')
        .max(PASSKEY_LABEL_MAX, `A passkey name is at most ${PASSKEY_LABEL_MAX} characters.`),
    ).optional(),
  },
  BODY_OBJECT,
);

export const PasskeySignInRequestSchema = z.object(
  {
    challengeId: z.uuid({ error: 'This sign-in request is not known. Please try again.' }),
    response: AuthenticationResponseSchema,
  },
  BODY_OBJECT,
);

export const PasskeyIdParamsSchema = z.object({
  id: withoutNul(CredentialIdSchema, 'There is no such passkey.'),
});

/** A passkey as the account page lists it. */
export const PasskeySchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyListResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.array(PasskeySchema),
});

export const PasskeyAddedResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: PasskeySchema,
});

/**
 * The options for `startRegistration()` / `startAuthentication()`, as `@simplewebauthn/server`
 * makes them; the browser library reads them, so only the challenge is named here.
 */
const WebAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

export const RegistrationOptionsResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: WebAuthnOptionsSchema,
});

export const SignInOptionsResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({ challengeId: z.uuid(), options: WebAuthnOptionsSchema }),
});
