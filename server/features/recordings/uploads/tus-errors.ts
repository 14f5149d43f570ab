import { ERRORS, Server, TUS_RESUMABLE, type CancellationContext } from '@tus/server';
import { errorText, type FixedErrorCode } from '../../../../shared/error-codes';
import { failureBody, refusalBody } from '../../../plugins/errors';
import { STORAGE_RETRY_AFTER_SECONDS } from '../stores/storage-availability';

/** tus's own error bodies, as the catalogue's refusals (plain sentences a candidate may see). */
const TUS_REFUSALS = new Map<string, FixedErrorCode>([
  ['Tus-Resumable Required\n', 'upload-version-needed'],
  ['Not found\n', 'upload-missing'],
  [ERRORS.FILE_NOT_FOUND.body, 'upload-missing'],
  [ERRORS.FILE_NO_LONGER_EXISTS.body, 'upload-gone'],
  [ERRORS.ERR_MAX_SIZE_EXCEEDED.body, 'upload-too-large'],
  [ERRORS.ERR_SIZE_EXCEEDED.body, 'upload-too-large'],
  [ERRORS.INVALID_OFFSET.body, 'upload-out-of-step'],
  [ERRORS.MISSING_OFFSET.body, 'upload-offset-needed'],
  [ERRORS.INVALID_CONTENT_TYPE.body, 'upload-content-type-needed'],
  [ERRORS.INVALID_LENGTH.body, 'upload-length-needed'],
  [ERRORS.INVALID_METADATA.body, 'upload-metadata-invalid'],
  [ERRORS.INVALID_TERMINATION.body, 'upload-finished-no-delete'],
  [ERRORS.ABORTED.body, 'upload-busy'],
  [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION.body, 'upload-parts-refused'],
  [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION.body, 'upload-length-required'],
]);

/**
 * tus answers 501 when a client asks for an extension it lacks (e.g. `Upload-Concat`): a request
 * our client never makes, so it is the request that is wrong, a 400.
 */
export const TUS_UNSUPPORTED_EXTENSION = 501;

/** tus's "Invalid upload-length content-type\n": the header names it refused. */
const INVALID_HEADERS = /^Invalid ([\w -]+)\n$/;

function isShaped(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { result?: unknown; status?: unknown };
    return parsed.result === false && typeof parsed.status === 'string' && parsed.status !== '';
  } catch {
    return false;
  }
}

/** A tus error body in the `{result:false, status, code}` shape; bodies already in it stay as they are. */
export function shapedTusErrorBody(code: number, body: string): string {
  if (isShaped(body)) return body;
  if (code >= 500) return JSON.stringify(refusalBody('server-error'));
  const known = TUS_REFUSALS.get(body);
  if (known) return JSON.stringify(failureBody(errorText(known), known));
  const invalid = INVALID_HEADERS.exec(body)?.[1];
  if (invalid) {
    return JSON.stringify(refusalBody('upload-header-invalid', invalid.split(' ').join(', ')));
  }
  return JSON.stringify(refusalBody('upload-invalid'));
}

/**
 * The tus server, with every error it answers (its own protocol errors, what it writes without
 * asking `onResponseError`, and ours) as JSON in the one shape, `Tus-Resumable` kept.
 * `write` is where tus writes every error response, and only those.
 */
export class ShapedTusServer extends Server {
  override async write(
    context: CancellationContext,
    headers: Headers,
    status: number,
    body = '',
  ): ReturnType<Server['write']> {
    if (status < 400) return super.write(context, headers, status, body);
    const code = status === TUS_UNSUPPORTED_EXTENSION ? 400 : status;
    headers.set('Tus-Resumable', TUS_RESUMABLE);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    // Passing (the database or the recording store away): when to try again, as every route says.
    if (code === 503) headers.set('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
    return super.write(context, headers, code, shapedTusErrorBody(code, body));
  }
}
