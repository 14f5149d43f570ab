import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERRORS, errorText, type ErrorCode, type ErrorDetails } from '../../shared/error-codes';
import { isDatabaseUnavailable } from '../db/database-availability';
import { isDiskFull } from './disk-full';

/**
 * A refusal a user may see, by its code in the catalogue (`shared/error-codes.ts`, docs/errors.md):
 * the catalogue gives its HTTP status and its text; the browser decides on the code.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly httpStatus: number;
  /** For a refusal a later try mends: how long to wait first, answered as `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: C,
    ...details: ErrorDetails<C>
  ) {
    super(errorText(code, ...details));
    this.name = 'AppError';
    this.httpStatus = ERRORS[code].status;
  }
}

/** The body of every failure: `{result:false, status, code}` (docs/errors.md). */
export function failureBody(status: string, code: ErrorCode) {
  return { result: false as const, status, code };
}

/** The body of a refusal answered as it stands, not thrown (the reply sets its own status). */
export function refusalBody<C extends ErrorCode>(code: C, ...details: ErrorDetails<C>) {
  return failureBody(errorText(code, ...details), code);
}

/** One error model: every failure answers `{result:false, status, code}` with its HTTP code. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(answerError);
});

function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A passing 5xx with a cause (the recording store away): the operator sees which call and why.
    if (error.httpStatus >= 500 && error.cause !== undefined) {
      request.log.warn(
        { err: safeErrorSummary(error), method: request.method, route: routeOf(request) },
        `request refused: ${error.code}`,
      );
    }
    if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.code(error.httpStatus).send(failureBody(error.message, error.code));
  }
  // A route's zod schema refused the input: the schema's own first message.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const problem = error.validation[0]?.message ?? 'The request is not valid.';
    return reply.code(400).send(failureBody(problem, 'invalid-input'));
  }
  if (isResponseSerializationError(error)) {
    // Only where the mismatch is, never the values (they are a candidate's data).
    const paths = error.cause.issues.map((issue) => issue.path.join('.'));
    request.log.error(
      { err: safeErrorSummary(error), route: routeOf(request), paths },
      'response did not match its schema',
    );
  }
  if (isDatabaseUnavailable(error)) {
    // Passing: the database restarts or fails over. The client tries again; nothing was changed.
    request.log.warn(
      { err: safeErrorSummary(error), method: request.method, route: routeOf(request) },
      'request failed: the database is not answering',
    );
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.code(503).send(failureBody(DATABASE_UNAVAILABLE_TEXT, 'service-unavailable'));
  }
  if (isDiskFull(error)) {
    // The disk under the data folder or the database is full: nothing of this request was saved,
    // and a later try works once its operator makes room (docs/deploying.md, "Health checks").
    request.log.error(
      { err: safeErrorSummary(error), method: request.method, route: routeOf(request) },
      'request failed: the disk is full',
    );
    return reply.code(507).send(refusalBody('storage-full'));
  }
  const code = error.statusCode ?? 500;
  if (code >= 500) {
    // A safe summary only: a query error's message, stack and params hold the SQL parameters,
    // i.e. a candidate's name, email or answer. The request id is bound.
    request.log.error(
      { err: safeErrorSummary(error), method: request.method, route: routeOf(request) },
      'request failed',
    );
    return reply.code(code).send(failureBody(serverErrorText(request.id), 'server-error'));
  }
  const [refusal, text] = clientRefusalOf(error);
  return reply.code(code).send(failureBody(text, refusal));
}

export const DATABASE_UNAVAILABLE_TEXT = errorText('service-unavailable');
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The `status` of every 5xx: nothing of the cause, the request id to find it in the log. */
export function serverErrorText(requestId?: string): string {
  return errorText('server-error', requestId);
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a malformed
 * address, a parameter over `maxParamLength`). Its own answer is another JSON shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // No onRequest hook ran, so the API's `no-store` is set here.
  reply.header('Cache-Control', 'no-store');
  void answerError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses never reaches Fastify; the
 * answer is written on the socket, in the one shape.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // The connection is gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'request-timeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'headers-too-large'
        : 'invalid-http';
  const code = ERRORS[refusal].status;
  const body = JSON.stringify(failureBody(errorText(refusal), refusal));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** What Fastify refuses by its own error code, as the catalogue's refusal. */
const FASTIFY_REFUSALS: Record<
  string,
  | 'unsupported-content-type'
  | 'invalid-json'
  | 'body-too-large'
  | 'invalid-address'
  | 'address-too-long'
> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-content-type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid-json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body-too-large',
  FST_ERR_BAD_URL: 'invalid-address',
  FST_ERR_MAX_PARAM_LENGTH: 'address-too-long',
};

/** The code and text of a 4xx that Fastify (or a plugin of it) refused. */
function clientRefusalOf(error: FastifyError): [ErrorCode, string] {
  const fixed = FASTIFY_REFUSALS[error.code];
  if (fixed) return [fixed, errorText(fixed)];
  if (error.statusCode === 429) return ['too-many-requests', errorText('too-many-requests')];
  return ['request-refused', errorText('request-refused', error.message)];
}

function routeOf(request: { routeOptions: { url?: string } }): string {
  return request.routeOptions.url ?? '(no route)';
}

/** The names and codes along an error's cause chain: what an operator needs, no data. */
export function safeErrorSummary(error: unknown): {
  type: string;
  code?: string;
  causes?: string[];
} {
  const described = (value: unknown) => {
    const { name, code } = (value ?? {}) as { name?: unknown; code?: unknown };
    return {
      type: typeof name === 'string' ? name : typeof value,
      code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
    };
  };
  const summary: { type: string; code?: string; causes?: string[] } = described(error);
  const causes: string[] = [];
  let cause = (error as { cause?: unknown } | null)?.cause;
  for (let depth = 0; cause !== undefined && cause !== null && depth < 5; depth += 1) {
    const next = described(cause);
    causes.push(next.code ? `${next.type} ${next.code}` : next.type);
    summary.code ??= next.code;
    cause = (cause as { cause?: unknown }).cause;
  }
  if (causes.length > 0) summary.causes = causes;
  if (summary.code === undefined) delete summary.code;
  return summary;
}

/**
 * Paths a log line must never show (pino `redact`): bodies, query strings and parameters, secrets
 * in headers, and what a database error carries about its query.
 */
export const LOG_REDACT_PATHS = [
  'body',
  'query',
  'params',
  'req.body',
  'req.query',
  'req.params',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'err.params',
  'err.query',
  'err.detail',
  'err.cause.params',
  'err.cause.query',
  'err.cause.detail',
  'err.cause.where',
  'err.cause.parameters',
  '*.params',
  '*.parameters',
];

type LoggerOption = FastifyServerOptions['logger'];

/** Error-like values are logged as their summary, with no message (a query error's holds data). */
function isQueryError(error: unknown): boolean {
  for (
    let e = error as Record<string, unknown> | undefined, depth = 0;
    e && depth < 5;
    depth += 1
  ) {
    if ('params' in e || 'query' in e || 'parameters' in e) return true;
    e = e.cause as Record<string, unknown> | undefined;
  }
  return false;
}

function safeErrorSerializer(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const summary = safeErrorSummary(error);
  if (isQueryError(error)) {
    return { ...summary, message: 'A database query failed (its text is not logged).', stack: '' };
  }
  return { ...summary, message: String(error?.message), stack: String(error?.stack ?? '') };
}

/** A 22-character invite code in a path: it is the key to an invite, so logs keep 4 of them. */
const INVITE_CODE_IN_PATH = /(?<=\/)([A-Za-z0-9_-]{4})[A-Za-z0-9_-]{18}(?=\/|$)/g;

/**
 * A "Your data" token (`/your-data/<token>`, `/api/your-data/<token>/…`): the key to a candidate's
 * data and its erasure (docs/privacy.md), so logs keep 4 characters of it, whatever its length.
 */
const YOUR_DATA_TOKEN_IN_PATH = /(?<=\/your-data\/)([^/]{4})[^/]+/g;

/**
 * A path with every invite code and "Your data" token cut to its first 4 characters and the query
 * string left out.
 */
export function loggablePath(url: string | undefined): string | undefined {
  return url
    ?.split('?')[0]
    ?.replace(INVITE_CODE_IN_PATH, '$1…')
    .replace(YOUR_DATA_TOKEN_IN_PATH, '$1…');
}

/**
 * A request's method, route pattern and path, without the query string (it may carry search
 * text) and with invite codes and "Your data" tokens shortened (keys to a candidate's invite and
 * data).
 */
function safeRequestSerializer(request: {
  method?: string;
  url?: string;
  id?: string;
  ip?: string;
  routeOptions?: { url?: string };
}) {
  return {
    method: request.method,
    route: request.routeOptions?.url,
    url: loggablePath(request.url),
    reqId: request.id,
    // As resolved: the proxy's X-Forwarded-For with TRUST_PROXY, else the connection's peer.
    remoteAddress: request.ip,
  };
}

/**
 * The app's logger options with redaction and safe serialisers added: whatever logs a request or
 * an error, no body, query string or SQL parameter reaches the log. `false` stays off.
 */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      ...base.serializers,
      err: safeErrorSerializer,
      error: safeErrorSerializer,
      req: safeRequestSerializer,
    },
  };
}
