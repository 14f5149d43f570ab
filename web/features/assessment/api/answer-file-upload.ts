import {
  SaveAnswerFileResponseSchema,
  type AnswerFile,
} from '../../../../shared/answer-files.schema';
import { ANSWER_FILE_TEXTS } from '../../../../shared/answer-file-texts';
import {
  ApiError,
  MALFORMED_TEXT,
  OFFLINE_TEXT,
  parsedJson,
  refusalError,
} from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export interface FileUpload {
  /** The stored file, or an ApiError with the text to show (413 and 415 in plain words). */
  done: Promise<AnswerFile>;
  abort: () => void;
}

/** The refusal's text: the server's own, or (a proxy's page, no body) ours for 413 and 415. */
function refusalOf(xhr: XMLHttpRequest, maxMegabytes: number): ApiError {
  const fallback =
    xhr.status === 413
      ? ANSWER_FILE_TEXTS.refusals.tooLarge(maxMegabytes)
      : xhr.status === 415
        ? ANSWER_FILE_TEXTS.refusals.typeRefused
        : // A proxy's page (502, 504) or no answer: as every call says when the server is away.
          OFFLINE_TEXT;
  return refusalError(xhr.status, parsedJson(xhr.responseText), fallback);
}

/**
 * Sends a file answer as the request's raw body (`PUT .../answers/:questionId/file`), its name in
 * `X-File-Name`. Through XMLHttpRequest, as fetch cannot report an upload's progress.
 */
export function uploadAnswerFile(
  token: string,
  questionId: number,
  file: File,
  maxMegabytes: number,
  onProgress: (fraction: number) => void,
): FileUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<AnswerFile>((resolve, reject) => {
    xhr.open('PUT', apiPaths.answerFile(questionId));
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(OFFLINE_TEXT, 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(refusalOf(xhr, maxMegabytes));
      const parsed = SaveAnswerFileResponseSchema.safeParse(parsedJson(xhr.responseText));
      if (!parsed.success) return reject(new ApiError(MALFORMED_TEXT, xhr.status));
      resolve(parsed.data.file);
    };
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}
