import { z } from 'zod/mini';
import type { FieldAsk, RegistrationField } from './candidate-texts';
import { LANGUAGES } from './i18n/languages';
import { noNul } from './safe-input';
import { EXPERIENCE_OPTIONS, GENDER_OPTIONS, INVITE_CODE_LENGTH } from './constants';

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

const httpUrl = z.string({ error: 'Please enter your social or portfolio link.' }).check(
  z.trim(),
  z.maxLength(500, 'The social link is at most 500 characters.'),
  noNul(),
  z.refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Please enter a full social link, starting with https://'),
);

/**
 * `POST /now-assessment` body, plus the form's experience and gender. In zod/mini, as
 * the sign-up page checks its form with it (see invite-view.schema.ts).
 */
export const RegistrationRequestSchema = z.object(
  {
    name: z
      .string({ error: 'Please enter your full name.' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your full name.'),
        z.maxLength(200, 'The name is at most 200 characters.'),
        noNul(),
      ),
    email: z.pipe(
      z
        .string({ error: 'Please enter your email address.' })
        .check(z.trim(), z.maxLength(320, 'The email address is at most 320 characters.'), noNul()),
      z.email('Please enter a valid email address.'),
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
    experience: z.optional(
      z.enum(EXPERIENCE_OPTIONS, { error: 'Please choose your work experience.' }),
    ),
    gender: z.optional(
      z.enum(GENDER_OPTIONS, { error: 'Please choose a gender option or leave it empty.' }),
    ),
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
      z.enum(EXPERIENCE_OPTIONS, { error: 'Please choose your work experience.' }),
      fields.experience,
    ),
    gender: asked(
      z.enum(GENDER_OPTIONS, { error: 'Please choose a gender option or leave it empty.' }),
      fields.gender,
    ),
    social: asked(httpUrl, fields.social),
    agreed: z.literal(true, { error: 'Please agree to the terms to continue.' }),
  });
}

export const RegistrationResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  unique: z.string(),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;
