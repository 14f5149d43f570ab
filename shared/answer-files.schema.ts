import { z } from 'zod';
import { ANSWER_FILE_TYPES, type AnswerFileType } from './question-forms.schema';

const FILE_TYPES = Object.keys(ANSWER_FILE_TYPES) as [AnswerFileType, ...AnswerFileType[]];

/** The request header with the file's name, as `encodeURIComponent` made it (HTTP headers are ASCII). */
export const ANSWER_FILE_NAME_HEADER = 'x-file-name';

/** The longest name a stored file keeps, in characters (the rest of a longer one is cut). */
export const ANSWER_FILE_NAME_MAX = 255;

/** A file the candidate gave as an answer: its name, size and the type its bytes are. */
export const AnswerFileSchema = z.object({
  questionId: z.number().int(),
  name: z.string(),
  sizeBytes: z.number().int(),
  mimeType: z.enum(FILE_TYPES),
});
export type AnswerFile = z.infer<typeof AnswerFileSchema>;

/** `PUT /api/assessment/answers/:questionId/file`. */
export const SaveAnswerFileResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  file: AnswerFileSchema,
});
export type SaveAnswerFileResponse = z.infer<typeof SaveAnswerFileResponseSchema>;

export const AnswerFileHeadersSchema = z.object({
  [ANSWER_FILE_NAME_HEADER]: z
    .string()
    .max(4096, 'The file name is too long.')
    .optional()
    .describe("The file's name, encoded with encodeURIComponent."),
});

/** A file answer as reviewers see it, with where their browser downloads it. */
export const ReviewAnswerFileSchema = z.object({
  questionIndex: z.number().int(),
  name: z.string(),
  sizeBytes: z.number().int(),
  mimeType: z.enum(FILE_TYPES),
  uploadedAt: z.string(),
  /** The download (`Content-Disposition: attachment`), for the signed-in reviewer or the share. */
  url: z.string(),
});
export type ReviewAnswerFile = z.infer<typeof ReviewAnswerFileSchema>;

/** The question of a file answer in a reviewer's or a share's address (counted from 0). */
export const questionIndexParam = z.coerce
  .number({ error: 'This question does not exist.' })
  .int('This question does not exist.')
  .min(0, 'This question does not exist.')
  .max(999, 'This question does not exist.');
