import { AppError } from '../../../plugins/errors';

/** What a request refused for the store tells the client to wait before trying again. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/**
 * How long a call that plays or removes a file waits for the store to start answering. Without
 * it a bucket that takes the connection but never answers holds the request until the proxy's
 * 120 s, and the reviewer stares at a spinner (docs/deploying.md, "The reverse proxy").
 */
export const STORAGE_ANSWER_TIMEOUT_MS = 10_000;

/**
 * The recording store did not answer, or answered with its own failure (5xx, a timeout, a refused
 * connection): passing, and answered 503 `storage-unavailable` with `Retry-After` to the request
 * that needed the store, and to it alone (docs/errors.md). Everything else keeps working.
 */
export class StorageUnavailableError extends AppError<'storage-unavailable'> {
  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    super('storage-unavailable');
    this.name = 'StorageUnavailableError';
    this.cause = cause;
    this.retryAfterSeconds = STORAGE_RETRY_AFTER_SECONDS;
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}

/** The HTTP status of a failed S3 call, when it got that far. */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * Whether an S3 call's failure is the store being away rather than a refusal of this call: no
 * answer at all (refused, reset, timed out, aborted by our deadline) or a 5xx. A 4xx (no such key,
 * access denied) is an answer, and stays what it is.
 */
export function isStoreAway(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError' || name === 'RequestTimeout') return true;
  return typeof code === 'string' && /^(E[A-Z]+|UND_ERR\w*)$/.test(code);
}

/**
 * Runs one S3 call with a deadline for its answer to start (the body of a video may stream on for
 * as long as the reviewer watches), turning "the store is away" into `StorageUnavailableError`.
 */
export async function callStore<T>(
  operation: string,
  call: (abortSignal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), STORAGE_ANSWER_TIMEOUT_MS);
  try {
    return await call(deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted || isStoreAway(error)) {
      throw new StorageUnavailableError(operation, error);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
