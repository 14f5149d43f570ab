import { z } from 'zod/mini';
import type { FieldAsk, RegistrationField } from './candidate-texts';
import { LANGUAGES } from './i18n/languages';
import { noNul } from './safe-input';
import { EXPERIENCE_OPTIONS, GENDER_OPTIONS, INVITE_CODE_LENGTH } from './constants';
import { REGISTRATION_MESSAGES as M } from './registration-messages';

export { EXPERIENCE_OPTIONS, GENDER_OPTIONS };

const SIZE_PATTERN = /^\d{1,5}x\d{1,5}$/;

/** Text of at most `max` characters, without NUL. */
const text = (max: number) => z.string().check(z.maxLength(max), noNul());

/** Device information gathered at sign-up (docs/product.md#registration); every field bounded. */
export const DeviceInfoSchema = z.object({
  deviceType: z.enum(['desktop', 'mobile', 'tablet']),
  os: text(100),
  browser: z.object({ name: text(100), version: text(50) }),
  userAgent: text(1000),
  platform: text(100),
  screenResolution: z.string().check(z.regex(SIZE_PATTERN)),
  viewport: z.string().check(z.regex(SIZE_PATTERN)),
  timezone: text(100),
  language: text(50),
  cookieEnabled: z.boolean(),
  onlineStatus: z.boolean(),
  touchSupport: z.boolean(),
});
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;
/** As the review reads it back: what an older browser could not tell may be missing. */
export const PartialDeviceInfoSchema = z.partial(DeviceInfoSchema);

const NO_INTERVIEW = "SignUp failed! There isn't a valid interview for you";

const httpUrl = z.string({ error: M.socialMissing }).check(
  z.trim(),
  z.maxLength(500, M.socialTooLong),
  noNul(),
  z.refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, M.socialNotHttp),
);

/**
 * `POST /now-assessment` body, plus the form's experience and gender. In zod/mini, as
 * the sign-up page checks its form with it (see invite-view.schema.ts).
 */
export const RegistrationRequestSchema = z.object(
  {
    name: z
      .string({ error: M.nameMissing })
      .check(z.trim(), z.minLength(1, M.nameMissing), z.maxLength(200, M.nameTooLong), noNul()),
    email: z.pipe(
      z
        .string({ error: M.emailMissing })
        .check(z.trim(), z.maxLength(320, M.emailTooLong), noNul()),
      z.email(M.emailInvalid),
    ),
    // Asked as the team says (docs/product.md#candidate-texts): the server requires it then.
    social: z.optional(httpUrl),
    company: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(120, 'The company name is at most 120 characters.'), noNul()),
      '',
    ),
    uuid: z._default(
      z
        .string()
        .check(z.trim(), z.maxLength(64, 'The deployment id is at most 64 characters.'), noNul()),
      '',
    ),
    invitecode: z
      .string({ error: NO_INTERVIEW })
      .check(z.length(INVITE_CODE_LENGTH, NO_INTERVIEW), noNul(NO_INTERVIEW)),
    experience: z.optional(z.enum(EXPERIENCE_OPTIONS, { error: M.experienceMissing })),
    gender: z.optional(z.enum(GENDER_OPTIONS, { error: M.genderInvalid })),
    data: z.optional(DeviceInfoSchema),
    /**
     * The language the candidate reads the landing page in (docs/languages.md); their later pages
     * and mails follow it. Left out: the language of the invite's role.
     */
    language: z.optional(
      z.enum(LANGUAGES, { error: `The language is one of ${LANGUAGES.join(', ')}.` }),
    ),
  },
  { error: 'The request body must be a JSON object.' },
);
export type RegistrationRequest = z.input<typeof RegistrationRequestSchema>;

/** A field the team requires is required; one optional or not asked may be left out. */
function asked<Schema extends z.ZodMiniType>(schema: Schema, ask: FieldAsk) {
  return ask === 'required' ? schema : z.optional(schema);
}

/**
 * The sign-up form (docs/product.md#registration): the request's own fields, so that the browser
 * refuses exactly what the server refuses, with its words; each of social link, experience and
 * gender required as the team asks (docs/product.md#candidate-texts), and the agreement.
 */
export function registrationFormSchema(fields: Record<RegistrationField, FieldAsk>) {
  return z.object({
    email: RegistrationRequestSchema.shape.email,
    name: RegistrationRequestSchema.shape.name,
    experience: asked(
      z.enum(EXPERIENCE_OPTIONS, { error: M.experienceMissing }),
      fields.experience,
    ),
    gender: asked(z.enum(GENDER_OPTIONS, { error: M.genderInvalid }), fields.gender),
    social: asked(httpUrl, fields.social),
    agreed: z.literal(true, { error: M.agreementMissing }),
  });
}

export const RegistrationResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  unique: z.string(),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;
