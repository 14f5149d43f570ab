import { z } from 'zod';

/**
 * Every failure answers with this body (docs/errors.md): `status` is shown to the user as is;
 * `code` names the refusal in the catalogue (`shared/error-codes.ts`), for a client to decide on.
 */
export const ApiFailureSchema = z.object({
  result: z.literal(false),
  status: z.string().describe('What happened, a sentence to show to the user as it is.'),
  code: z
    .string()
    .describe(
      'The refusal, in kebab-case (e.g. `assessment-submitted`, `invalid-input`): a client decides ' +
        'on it, never on the wording. The catalogue of codes is in docs/errors.md.',
    ),
});

/** The failures an endpoint may answer, each in that one shape (for its response schema). */
export const API_FAILURES = {
  400: ApiFailureSchema,
  401: ApiFailureSchema,
  403: ApiFailureSchema,
  404: ApiFailureSchema,
  429: ApiFailureSchema,
};

/** And for a file read from storage, which may be away for a while (503). */
export const STORED_FILE_FAILURES = { ...API_FAILURES, 503: ApiFailureSchema };

/** And for what an invite link may have become: used (409), expired or withdrawn (410). */
export const INVITE_FAILURES = { ...API_FAILURES, 409: ApiFailureSchema, 410: ApiFailureSchema };

/** A success that says only what happened. */
export const StatusResponseSchema = z.object({ result: z.literal(true), status: z.string() });

/** `GET /api/health`: 200 while the database answers, 503 when it does not. */
export const HealthResponseSchema = z.object({
  result: z.boolean(),
  status: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), state: z.enum(['up', 'down']) }),
  recordings: z.object({ kind: z.enum(['local', 's3']), state: z.enum(['up', 'down']) }),
});

/** `GET /api/health/live`: the process answers; nothing else is asked (docs/deploying.md). */
export const LiveResponseSchema = z.object({ result: z.literal(true), status: z.literal('live') });

/** One readiness check: `ok`, or why it fails, in a sentence an operator acts on. */
const ReadinessCheckSchema = z.string();

/**
 * `GET /api/health/ready`: 200 when every check says `ok`, 503 with each failing one's reason.
 * `disk` is left out where nothing of the instance is on its disk (PostgreSQL and S3).
 */
export const ReadyResponseSchema = z.object({
  result: z.boolean(),
  status: z.string(),
  checks: z.object({
    database: ReadinessCheckSchema,
    disk: ReadinessCheckSchema.optional(),
    recordings: ReadinessCheckSchema.optional(),
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
