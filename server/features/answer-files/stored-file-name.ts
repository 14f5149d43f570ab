import { ANSWER_FILE_NAME_MAX } from '../../../shared/answer-files.schema';
import { ANSWER_FILE_TYPES, type AnswerFileType } from '../../../shared/question-forms.schema';

/**
 * Control characters, and the ones that reorder what follows them ("cv\u202Efdp.zip" shows as
 * "cvpiz.pdf"): a name keeps neither.
 */
const HIDDEN = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a file answer is kept and downloaded under: the candidate's own (the header's
 * `encodeURIComponent` undone), without path separators, control or reordering characters, at
 * most 255 characters, and ending as its type does (a PNG sent as `cv.pdf` is `cv.pdf.png`), so
 * the reviewer's computer opens it with the right program.
 */
export function storedFileName(header: string | undefined, type: AnswerFileType): string {
  let name = decodedName(header)
    .replace(HIDDEN, '')
    .replace(/[/\\]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  // The endings a name may have for its type; another gets the type's own added.
  const extensions: readonly string[] = ANSWER_FILE_TYPES[type].extensions;
  const ending = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const suffix = ending && extensions.includes(ending) ? '' : `.${extensions[0]}`;
  if (name === '') name = 'file';
  // Cut by characters (code points), never inside one, keeping the ending.
  const room = ANSWER_FILE_NAME_MAX - suffix.length;
  const characters = Array.from(name);
  if (characters.length > room) {
    const kept = ending && suffix === '' ? `.${ending}` : '';
    name = characters.slice(0, room - kept.length).join('') + kept;
  }
  return name + suffix;
}

function decodedName(header: string | undefined): string {
  if (!header) return '';
  try {
    return decodeURIComponent(header);
  } catch {
    // Not what encodeURIComponent makes: taken as it came.
    return header;
  }
}
