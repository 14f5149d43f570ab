import type { ErrorCode } from './error-codes';

/**
 * Refusals a later try can mend by itself (docs/errors.md): the browser retries these, as it does
 * a lost connection, a 408, a 429 or a 5xx, and takes every other code as final. Apart from the
 * catalogue so that a page holds this list without every text of the API.
 */
export const PASSING_ERRORS: readonly ErrorCode[] = [
  'too-many-requests',
  'request-timeout',
  'server-error',
  'service-unavailable',
  'storage-unavailable',
  'storage-full',
  'passwords-busy',
  'still-arriving',
  'recording-uploading',
  'upload-out-of-step',
  'upload-complete',
  'upload-busy',
];

/** Whether an answer's code (if any) or HTTP status says a later try may succeed. */
export function isPassingRefusal(httpStatus: number, code: string | undefined): boolean {
  if (code !== undefined && (PASSING_ERRORS as readonly string[]).includes(code)) return true;
  return httpStatus === 0 || httpStatus === 408 || httpStatus === 429 || httpStatus >= 500;
}
