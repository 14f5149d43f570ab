import { z } from 'zod';
import { FIELD_ASKS, GENDER_ASKS } from './candidate-texts';
import { withoutNul } from './safe-input';

/** Limits of the team's words (docs/product.md#candidate-texts). */
export const CANDIDATE_TEXT_LIMITS = {
  richCharacters: 10_000,
  sectionCharacters: 60,
  introCharacters: 2000,
} as const;

const fieldAsk = z.enum(FIELD_ASKS, 'A field is asked off, optional or required.').nullable();

const richText = (name: string) =>
  withoutNul(
    z
      .string(`The ${name} must be text.`)
      .max(
        CANDIDATE_TEXT_LIMITS.richCharacters,
        `The ${name} is at most ${CANDIDATE_TEXT_LIMITS.richCharacters.toLocaleString('en')} characters.`,
      ),
  ).nullable();

const sectionName = withoutNul(
  z
    .string('A section name must be text.')
    .trim()
    .min(1, 'A section name cannot be empty: leave it to the default instead.')
    .max(
      CANDIDATE_TEXT_LIMITS.sectionCharacters,
      `A section name is at most ${CANDIDATE_TEXT_LIMITS.sectionCharacters} characters.`,
    ),
).nullable();

/**
 * The team's words (`shared/candidate-texts.ts`): Settings → Candidate texts (null: the default)
 * and a role's override (null: the workspace's). Rich texts are sanitised by the server.
 */
export const CandidateTextsSchema = z.strictObject(
  {
    agreement: richText('agreement'),
    fields: z.strictObject({
      social: fieldAsk,
      experience: fieldAsk,
      // Never required: a candidate who is asked may always leave it (docs/privacy.md#gender).
      gender: z
        .enum(GENDER_ASKS, 'Gender is never required: it is asked off or optional.')
        .nullable(),
    }),
    sections: z.strictObject({ questions: sectionName, video: sectionName, feedback: sectionName }),
    nextSteps: richText('next steps text'),
    inviteIntro: withoutNul(
      z
        .string('The invite mail introduction must be text.')
        .trim()
        .min(1, 'The invite mail introduction cannot be empty: leave it to the default instead.')
        .max(
          CANDIDATE_TEXT_LIMITS.introCharacters,
          `The invite mail introduction is at most ${CANDIDATE_TEXT_LIMITS.introCharacters.toLocaleString('en')} characters.`,
        ),
    ).nullable(),
  },
  { error: 'The request body must be a JSON object.' },
);

/** `GET`/`PUT /api/admin/candidate-texts`: the workspace's words as saved (sanitised). */
export const CandidateTextsResponseSchema = z.object({
  result: z.literal(true),
  status: z.string().optional(),
  data: CandidateTextsSchema,
});
