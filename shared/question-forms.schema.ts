import { z } from 'zod';
import { withoutNul } from './safe-input';

/**
 * How each question of a role is answered (docs/product.md#answer-types): written (rich text),
 * video or audio (the recorder, per question), a choice among options, or a file. A role version
 * keeps its questions' forms, so an invite keeps what it asked.
 */
export const ANSWER_TYPES = ['written', 'video', 'audio', 'choice', 'file'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

export const ANSWER_FORM_LIMITS = {
  mediaSeconds: { min: 30, max: 600, default: 120 },
  takes: { min: 1, max: 5 },
  options: { min: 2, max: 12 },
  optionCharacters: 200,
  fileMegabytes: { min: 1, max: 10, default: 10 },
} as const;

/**
 * The file types a file answer may be, each recognised by its bytes, never by its name: its short
 * name, and the endings a file of it has (the first is the one a kept name gets when it has none
 * of them). The picker, the texts and the kept name all read this list.
 */
export const ANSWER_FILE_TYPES = {
  'application/pdf': { name: 'PDF', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    name: 'DOCX',
    extensions: ['docx'],
  },
  'application/vnd.oasis.opendocument.text': { name: 'ODT', extensions: ['odt'] },
  'image/png': { name: 'PNG', extensions: ['png'] },
  'image/jpeg': { name: 'JPEG', extensions: ['jpg', 'jpeg'] },
} as const satisfies Record<string, { name: string; extensions: readonly [string, ...string[]] }>;
export type AnswerFileType = keyof typeof ANSWER_FILE_TYPES;

const mediaSeconds = z
  .number({ error: 'The answer length must be a number of seconds.' })
  .int('The answer length must be a whole number of seconds.')
  .min(ANSWER_FORM_LIMITS.mediaSeconds.min, 'A recorded answer is at least 30 seconds long.')
  .max(ANSWER_FORM_LIMITS.mediaSeconds.max, 'A recorded answer is at most 10 minutes long.');

const takes = z
  .number({ error: 'The number of takes must be a number.' })
  .int('The number of takes must be a whole number.')
  .min(ANSWER_FORM_LIMITS.takes.min, 'A candidate has at least 1 take.')
  .max(ANSWER_FORM_LIMITS.takes.max, 'A candidate has at most 5 takes, or unlimited.')
  .nullable();

const option = withoutNul(
  z
    .string({ error: 'Each option needs its text.' })
    .trim()
    .min(1, 'Each option needs its text.')
    .max(ANSWER_FORM_LIMITS.optionCharacters, 'An option is at most 200 characters.'),
);

export const WrittenFormSchema = z.object({ type: z.literal('written') });

/** Recorded with the recorder: its own length and takes (`null`: as many as they like). */
export const MediaFormSchema = z.object({
  type: z.enum(['video', 'audio']),
  maxSeconds: mediaSeconds,
  takes,
});

/**
 * One option (`multiple: false`) or any number of them. `preferred` are the indexes of the
 * options the team hopes for: an answer with an option outside them is flagged to reviewers,
 * never rejected (a person decides). Never shown to the candidate.
 */
export const ChoiceFormSchema = z
  .object({
    type: z.literal('choice'),
    multiple: z.boolean(),
    options: z
      .array(option)
      .min(ANSWER_FORM_LIMITS.options.min, 'A choice question has at least 2 options.')
      .max(ANSWER_FORM_LIMITS.options.max, 'A choice question has at most 12 options.'),
    preferred: z.array(z.number().int().min(0)).max(ANSWER_FORM_LIMITS.options.max).default([]),
  })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    for (const text of form.options) {
      const key = text.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'Each option must be different.',
        });
        return;
      }
      seen.add(key);
    }
    if (form.preferred.some((index) => index >= form.options.length)) {
      context.addIssue({
        code: 'custom',
        path: ['preferred'],
        message: 'A preferred option must be one of the options.',
      });
    } else if (new Set(form.preferred).size !== form.preferred.length) {
      context.addIssue({
        code: 'custom',
        path: ['preferred'],
        message: 'Each preferred option is named once.',
      });
    } else if (!form.multiple && form.preferred.length === form.options.length) {
      context.addIssue({
        code: 'custom',
        path: ['preferred'],
        message: 'Leave at least one option not preferred, or mark none.',
      });
    }
  });

/** A CV, portfolio or work sample, up to `maxMegabytes` (10 unless the role lowers it). */
export const FileFormSchema = z.object({
  type: z.literal('file'),
  maxMegabytes: z
    .number({ error: 'The file size limit must be a number of megabytes.' })
    .int('The file size limit must be a whole number of megabytes.')
    .min(ANSWER_FORM_LIMITS.fileMegabytes.min, 'The file size limit is at least 1 MB.')
    .max(ANSWER_FORM_LIMITS.fileMegabytes.max, 'The file size limit is at most 10 MB.'),
});

export const AnswerFormSchema = z.discriminatedUnion(
  'type',
  [WrittenFormSchema, MediaFormSchema, ChoiceFormSchema, FileFormSchema],
  { error: 'An answer type is written, video, audio, choice or file.' },
);
export type AnswerForm = z.infer<typeof AnswerFormSchema>;
export type MediaForm = z.infer<typeof MediaFormSchema>;
export type ChoiceForm = z.infer<typeof ChoiceFormSchema>;
export type FileForm = z.infer<typeof FileFormSchema>;

/** How one question is answered, and whether the candidate may leave it. */
export const QuestionFormSchema = z.object({
  answer: AnswerFormSchema.default({ type: 'written' }),
  /** A required question needs an answer before the candidate moves on; an optional one may be skipped. */
  required: z.boolean().default(true),
});
export type QuestionForm = z.infer<typeof QuestionFormSchema>;

/** Every question of a role written before answer types: written, required. */
export const WRITTEN_REQUIRED: QuestionForm = { answer: { type: 'written' }, required: true };

/** The forms of a version's questions: those it stored, else written and required (versions before types). */
export function formsOf(
  stored: readonly QuestionForm[] | null | undefined,
  count: number,
): QuestionForm[] {
  return Array.from({ length: count }, (_, index) => stored?.[index] ?? WRITTEN_REQUIRED);
}

/** What the candidate is shown of a form: a choice without the team's preferred options. */
export const CandidateAnswerFormSchema = z.discriminatedUnion('type', [
  WrittenFormSchema,
  MediaFormSchema,
  z.object({
    type: z.literal('choice'),
    multiple: z.boolean(),
    options: z.array(z.string()),
  }),
  FileFormSchema,
]);

export const CandidateQuestionFormSchema = z.object({
  answer: CandidateAnswerFormSchema,
  required: z.boolean(),
});
export type CandidateQuestionForm = z.infer<typeof CandidateQuestionFormSchema>;

export function candidateFormOf(form: QuestionForm): CandidateQuestionForm {
  if (form.answer.type !== 'choice') return { answer: form.answer, required: form.required };
  const { multiple, options } = form.answer;
  return { answer: { type: 'choice', multiple, options }, required: form.required };
}

/** Whether a choice answer has an option outside the preferred ones (null: nothing to flag). */
export function choiceMismatch(form: AnswerForm, chosen: readonly number[]): boolean | null {
  if (form.type !== 'choice' || form.preferred.length === 0 || chosen.length === 0) return null;
  return chosen.some((index) => !form.preferred.includes(index));
}

/** The file size limit of a file answer in bytes. */
export function fileLimitBytes(form: FileForm): number {
  return form.maxMegabytes * 1024 * 1024;
}
