import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { firstIssueMessage } from '../../shared/api.schema';

/** An error a user may see: its message goes out as `status` with its HTTP code. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Parses input with a shared schema; a failure is a 400 with the schema's own message. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AppError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

/** One error model: every failure answers `{result:false, status}` with the right HTTP code. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send({ result: false, status: error.message });
    }
    // A route's zod schema refused the input: its own first message, as `parseInput` does.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const status = error.validation[0]?.message ?? 'The request is not valid.';
      return reply.code(400).send({ result: false, status });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response did not match its schema',
      );
    }
    const code = (error as FastifyError).statusCode ?? 500;
    if (code >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(code).send({
        result: false,
        status: `Something went wrong on our side (request ${request.id}).`,
      });
    }
    return reply.code(code).send({ result: false, status: clientErrorText(error as FastifyError) });
  });
});

function clientErrorText(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.statusCode === 429
        ? 'Too many requests. Please wait a minute and try again.'
        : error.message;
  }
}
