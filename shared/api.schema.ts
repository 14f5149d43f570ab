import { z } from 'zod';

/** Every failure answers with this body (SPEC A12): `status` is shown to the user as is. */
export const ApiFailureSchema = z.object({ result: z.literal(false), status: z.string() });
export type ApiFailure = z.infer<typeof ApiFailureSchema>;

/** The first message of a failed parse, for `{result:false, status}`. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}
