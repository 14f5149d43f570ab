import { z } from 'zod/mini';
import { FIELD_ASKS } from './candidate-texts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './i18n/languages';

/**
 * What anyone holding an invite link may see before registering (`GET /api/invites/:code`).
 * In zod/mini, like the rest of what the sign-up page parses: that page is the one a candidate
 * opens from an email, often on a phone, and zod's full API would weigh 3x as much there.
 */
const FIELD_ASK = z.enum(FIELD_ASKS);

export const InvitePublicViewSchema = z.object({
  result: z.literal(true),
  data: z.object({
    inviteCode: z.string(),
    role: z.string(),
    company: z.object({ name: z.string(), url: z.string(), logo: z.string() }),
    maxMinutes: z.string(),
    /** This candidate's minutes, their extra time included; null: no time limit. */
    allowedMinutes: z.nullable(z.number().check(z.int())),
    questionCount: z.number().check(z.int()),
    /** Whether the assessment ends with a recorded video introduction. */
    video: z.boolean(),
    /**
     * How each question is answered, in question order (written, video, audio, choice, file): the
     * landing says what is asked before the candidate registers.
     */
    answerTypes: z.array(z.enum(['written', 'video', 'audio', 'choice', 'file'])),
    /**
     * The team asks for a laptop or desktop: phones and tablets are then told so and not taken
     * onward (docs/product.md#answer-types). Off: they are welcome.
     */
    requireComputer: z.boolean(),
    expiresAt: z.string(),
    /** The language the team chose for the role's candidates (docs/languages.md). */
    language: z._default(z.enum(LANGUAGES), DEFAULT_LANGUAGE),
    /**
     * The team's words on this page (docs/product.md#candidate-texts): its agreement (sanitised
     * html; null: the default) and how each registration field is asked.
     */
    texts: z.object({
      agreement: z.nullable(z.string()),
      fields: z.object({ social: FIELD_ASK, experience: FIELD_ASK, gender: FIELD_ASK }),
    }),
    /** The fixed identifier of this deployment, sent back with the registration (`uuid`). */
    deploymentId: z.string(),
    /**
     * What the candidate reads about their data before registering (docs/privacy.md): the team's
     * notice (or the default built from its settings, in the invite's language), who is
     * responsible, whom to write to ('').
     */
    privacy: z.object({
      notice: z.string(),
      /**
       * The default notice in each candidate language, so the page follows the candidate's switch
       * (docs/languages.md); null: the team wrote its own, shown as written.
       */
      defaultNotices: z.nullable(
        z.object({ en: z.string(), de: z.string(), fr: z.string(), es: z.string() }),
      ),
      controllerName: z.string(),
      contactEmail: z.string(),
      /** Whether this server sends mail (docs/mail.md): the page promises none when it is off. */
      mailOn: z.boolean(),
    }),
  }),
});
export type InvitePublicView = z.infer<typeof InvitePublicViewSchema>['data'];
