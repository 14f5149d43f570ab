import { ERRORS, Server, TUS_RESUMABLE, type CancellationContext } from '@tus/server';

/** tus's own error texts, as the plain sentences a candidate may see. */
const TUS_TEXTS = new Map<string, string>([
  ['Tus-Resumable Required\n', 'The upload needs the header Tus-Resumable: 1.0.0.'],
  ['Not found\n', 'There is no such upload.'],
  [ERRORS.FILE_NOT_FOUND.body, 'There is no such upload.'],
  [ERRORS.FILE_NO_LONGER_EXISTS.body, 'This upload no longer exists.'],
  [ERRORS.ERR_MAX_SIZE_EXCEEDED.body, 'The upload is too large.'],
  [ERRORS.ERR_SIZE_EXCEEDED.body, 'The upload is too large.'],
  [ERRORS.INVALID_OFFSET.body, 'The upload is out of step with the server: resume it to go on.'],
  [ERRORS.MISSING_OFFSET.body, 'The upload needs an Upload-Offset header.'],
  [ERRORS.INVALID_CONTENT_TYPE.body, 'The upload needs a content-type header.'],
  [ERRORS.INVALID_LENGTH.body, 'The upload needs an Upload-Length header.'],
  [ERRORS.INVALID_METADATA.body, 'The upload metadata is not valid.'],
  [ERRORS.INVALID_TERMINATION.body, 'A finished upload cannot be deleted.'],
  [ERRORS.ABORTED.body, 'Another request is using this upload: try again.'],
  [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION.body, 'Uploads cannot be sent in parallel parts.'],
  [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION.body, 'The upload needs an Upload-Length.'],
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

/** A tus error body in the `{result:false, status}` shape; bodies already in it stay as they are. */
export function shapedTusErrorBody(code: number, body: string): string {
  if (isShaped(body)) return body;
  const invalid = INVALID_HEADERS.exec(body)?.[1];
  const status =
    code >= 500
      ? 'Something went wrong on our side.'
      : (TUS_TEXTS.get(body) ??
        (invalid
          ? `The upload's ${invalid.split(' ').join(', ')} header is not valid.`
          : 'The upload request is not valid.'));
  return JSON.stringify({ result: false, status });
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
    return super.write(context, headers, code, shapedTusErrorBody(code, body));
  }
}
