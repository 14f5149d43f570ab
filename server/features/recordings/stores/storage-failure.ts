/**
 * Telling a store that cannot be used now from a recording that cannot be processed
 * (docs/deploying.md, "When S3 is away"). A storage failure is no fault of the recording: it
 * spends none of its attempts, and processing waits for the store to answer again, however long.
 * Anything else (ffmpeg failing on the file, a bug of ours) is worth a few attempts only.
 */

/** Network failures on the way to the store: it is down, restarting, or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A local disk that takes no more now: full, over quota, or mounted read-only. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

/** What S3 (or a compatible store) answers when it is overloaded, away or refusing us. */
const STORE_ERROR_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
  'NoSuchBucket',
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
]);

interface ErrorShape {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
}

function isStoreAnswer(error: ErrorShape): boolean {
  const status = error.$metadata?.httpStatusCode;
  // 5xx and 429: the store is failing or shedding load; 401/403: its credentials or policy
  // changed, which an operator puts right, and the recording is still good.
  if (status !== undefined && (status >= 500 || [401, 403, 429].includes(status))) return true;
  return typeof error.name === 'string' && STORE_ERROR_NAMES.has(error.name);
}

function isOneStorageFailure(error: ErrorShape): boolean {
  if (
    typeof error.code === 'string' &&
    (NETWORK_CODES.has(error.code) || DISK_CODES.has(error.code))
  )
    return true;
  if (isStoreAnswer(error)) return true;
  // ffmpeg writing into a full work folder says so on its stderr, which its error carries.
  return typeof error.message === 'string' && error.message.includes('No space left on device');
}

/** Answers whether `error` (or an error it was caused by) means the store cannot be used now. */
export function isStorageFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const shape: ErrorShape = current;
    if (isOneStorageFailure(shape)) return true;
    current = shape.cause;
  }
  return false;
}

/** The pause before processing tries a recording waiting for storage again. */
export interface StorageWait {
  /** The first pause, in milliseconds. */
  firstMs: number;
  /** The longest pause, however long the wait has lasted. */
  maxMs: number;
}

/** 10 s, then as long again as the wait has lasted (doubling), at most an hour: it never gives up. */
export const STORAGE_WAIT: StorageWait = { firstMs: 10_000, maxMs: 60 * 60_000 };

/**
 * How long to pause before the next try of a recording that has waited since `since`: as long as
 * it has waited so far, so the pauses double (10 s, 10 s, 20 s, 40 s … an hour, then every hour).
 * It is read from the database's time of the first failure, so a restart keeps the pace.
 */
export function nextStorageTryInMs(since: Date, now: Date, wait: StorageWait = STORAGE_WAIT) {
  const waited = Math.max(0, now.getTime() - since.getTime());
  return Math.min(wait.maxMs, Math.max(wait.firstMs, waited));
}
