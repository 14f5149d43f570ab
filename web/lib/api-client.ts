import type { ErrorCode } from '../../shared/error-codes';

/**
 * A failed call: `message` is the server's `status` text, ready to show to the user; `code`, the
 * refusal's code in the catalogue (`shared/error-codes.ts`, docs/errors.md) that a page decides on,
 * never the wording. No code: no answer at all (offline), or one this page cannot read.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Every refusal with a `code`, whichever call met it (a query, a save, an upload): a page listens
 * for the codes it answers with a page of its own (`web/lib/invite-withdrawn.ts`).
 */
export const codedRefusals = new EventTarget();

/**
 * A shared zod schema, as the client sees it: only its `safeParse`, so that this module (in every
 * page's first chunk) does not load zod; the pages that pass a schema have it already, or load it
 * while the call is under way (a promise of the schema).
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export const MALFORMED_TEXT =
  'The server sent an answer this page cannot read. Please reload the page.';

export interface ApiRequest<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  signal?: AbortSignal;
  /** Sent even as the page unloads (a reload, closing the tab): for the last word of a page. */
  keepalive?: boolean;
  /** The answer's shared schema: an answer that does not match is a clear error, not a crash later. */
  schema: ResponseSchema<T> | Promise<ResponseSchema<T>>;
}

export const OFFLINE_TEXT = 'Cannot reach the server. Check your connection and try again.';

/** A refusal without our answer (a proxy's error page, an empty body), in a plain sentence. */
export const SERVER_FAILED_TEXT = 'Something went wrong on the server. Please try again.';

/** An answer's text as JSON, or null when it is none (a proxy's page, an empty body). */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The error of a refused call, from the body it answered (parsed, or null): the server's `status`
 * text and `code`, else `fallback`. A refusal with a code is announced to the pages that listen
 * (`codedRefusals`). Every call reads a refusal with it, fetch or XMLHttpRequest alike.
 */
export function refusalError(
  httpStatus: number,
  body: unknown,
  fallback = SERVER_FAILED_TEXT,
): ApiError {
  const { status, code } = (body ?? {}) as { status?: unknown; code?: unknown };
  const known = typeof code === 'string' ? (code as ErrorCode) : undefined;
  if (known) codedRefusals.dispatchEvent(new CustomEvent('refusal', { detail: known }));
  return new ApiError(typeof status === 'string' ? status : fallback, httpStatus, known);
}

/** Calls our API; answers the body its schema parsed, or throws ApiError with the text to show. */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  // Settled whatever happens below, so that a schema that fails to load is never left unheard.
  const loadedSchema = Promise.resolve(request.schema).catch(() => null);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      keepalive: request.keepalive,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(OFFLINE_TEXT, 0);
  }
  const body = (await response.json().catch(() => null)) as { result?: boolean } | null;
  if (!response.ok || body?.result === false) throw refusalError(response.status, body);
  const schema = await loadedSchema;
  // A schema loaded with the call (a chunk) that could not be fetched: the network is gone.
  if (!schema) throw new ApiError(OFFLINE_TEXT, 0);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(MALFORMED_TEXT, response.status);
  return parsed.data;
}
