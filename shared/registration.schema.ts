import { z } from 'zod';
import { withoutNul } from './safe-input';
import { EXPERIENCE_OPTIONS, GENDER_OPTIONS, INVITE_CODE_LENGTH } from './constants';

export { EXPERIENCE_OPTIONS, GENDER_OPTIONS };

const SIZE_PATTERN = /^\d{1,5}x\d{1,5}$/;

/** Device information gathered at sign-up (SPEC A11); every field bounded. */
export const DeviceInfoSchema = z.object({
  deviceType: z.enum(['desktop', 'mobile', 'tablet']),
  os: withoutNul(z.string().max(100)),
  browser: z.object({
    name: withoutNul(z.string().max(100)),
    version: withoutNul(z.string().max(50)),
  }),
  userAgent: withoutNul(z.string().max(1000)),
  platform: withoutNul(z.string().max(100)),
  screenResolution: z.string().regex(SIZE_PATTERN),
  viewport: z.string().regex(SIZE_PATTERN),
  timezone: withoutNul(z.string().max(100)),
  language: withoutNul(z.string().max(50)),
  cookieEnabled: z.boolean(),
  onlineStatus: z.boolean(),
  touchSupport: z.boolean(),
});
export type DeviceInfo = z.infer<typeof DeviceInfoSchema>;

const httpUrl = withoutNul(
  z
    .string({ error: 'Please enter your social or portfolio link.' })
    .trim()
    .max(500, 'The social link is at most 500 characters.'),
).refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'Please enter a full social link, starting with https://');

/** `POST /now-assessment` body (SPEC A12), plus the form's experience and gender. */
export const RegistrationRequestSchema = z.object(
  {
    name: withoutNul(
      z
        .string({ error: 'Please enter your full name.' })
        .trim()
        .min(1, 'Please enter your full name.')
        .max(200, 'The name is at most 200 characters.'),
    ),
    email: withoutNul(
      z
        .string({ error: 'Please enter your email address.' })
        .trim()
        .max(320, 'The email address is at most 320 characters.'),
    ).pipe(z.email('Please enter a valid email address.')),
    social: httpUrl,
    company: withoutNul(
      z.string().trim().max(120, 'The company name is at most 120 characters.'),
    ).default(''),
    uuid: withoutNul(
      z.string().trim().max(64, 'The deployment id is at most 64 characters.'),
    ).default(''),
    invitecode: withoutNul(
      z
        .string({ error: "SignUp failed! There isn't a valid interview for you" })
        .length(INVITE_CODE_LENGTH, "SignUp failed! There isn't a valid interview for you"),
      "SignUp failed! There isn't a valid interview for you",
    ),
    experience: z
      .enum(EXPERIENCE_OPTIONS, { error: 'Please choose your work experience.' })
      .optional(),
    gender: z
      .enum(GENDER_OPTIONS, { error: 'Please choose a gender option or leave it empty.' })
      .optional(),
    data: DeviceInfoSchema.optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type RegistrationRequest = z.input<typeof RegistrationRequestSchema>;

export const RegistrationResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  unique: z.string(),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;
