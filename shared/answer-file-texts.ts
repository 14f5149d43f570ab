import { ANSWER_FILE_TYPES } from './question-forms.schema';

/** The short names of the types a file answer may be (`PDF`, `DOCX`…), in their list's order. */
export const ANSWER_FILE_TYPE_NAMES = Object.values(ANSWER_FILE_TYPES).map((type) => type.name);

/** "PDF, DOCX, ODT, PNG or JPEG". */
export const ANSWER_FILE_TYPE_LIST = `${ANSWER_FILE_TYPE_NAMES.slice(0, -1).join(', ')} or ${ANSWER_FILE_TYPE_NAMES.at(-1)!}`;

/** "2.4 MB", "310 KB", "900 bytes": a file's size as people read it (1 MB = 1024 KB). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** The short name of a stored file's type ("PDF"), or the type itself for one we do not name. */
export function fileTypeText(mimeType: string): string {
  return (ANSWER_FILE_TYPES as Record<string, { name: string }>)[mimeType]?.name ?? mimeType;
}

/**
 * What candidates and reviewers read about file answers (docs/product.md#answer-types). The
 * refusals are the candidate API's (`shared/error-codes.ts`).
 */
export const ANSWER_FILE_TEXTS = {
  refusals: {
    tooLarge: (megabytes: number) =>
      `This file is larger than ${megabytes} MB, the most this question takes. Please choose a smaller file.`,
    typeRefused: `This file is not a ${ANSWER_FILE_TYPE_LIST} file. Please choose one of those (the file itself is checked, not its name).`,
    missing: 'There is no file for this answer.',
    empty: 'This file is empty. Please choose another one.',
  },
  saved: 'File uploaded.',
  removed: 'File removed.',
  nothingToRemove: 'There was no file to remove.',
  /** The reviewer's words. */
  review: {
    download: 'Download',
    downloadLabel: (name: string) => `Download ${name}`,
    noFile: 'No file uploaded',
    preview: 'Preview',
    previewOf: (name: string) => `Preview of ${name}`,
    previewFailed: 'The preview could not be shown. Download the file to open it.',
    previewLoading: 'Loading the preview…',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    details: (type: string, size: string) => `${type}, ${size}`,
  },
} as const;
