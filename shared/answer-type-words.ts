import type { AnswerType } from './question-forms.schema';

/**
 * Each answer type's words, in the role editor's order (docs/product.md#answer-types): its label
 * in the editor, the word that counts it (`3 written`, `Written and file answers`), what the
 * candidate is told they will give (`one written answer`, `two file uploads`), and how a question
 * of it is answered (`on video`). The one table of them: the roles page, the invite's landing, the
 * assessment and the refusals all read it. Nothing here loads zod: the sign-up page says these too.
 */
export const ANSWER_TYPE_WORDS: Record<
  AnswerType,
  { label: string; word: string; asked: [one: string, many: string]; answeredHow: string }
> = {
  written: {
    label: 'Written',
    word: 'written',
    asked: ['written answer', 'written answers'],
    answeredHow: 'in writing',
  },
  video: {
    label: 'Video',
    word: 'video',
    asked: ['video answer', 'video answers'],
    answeredHow: 'on video',
  },
  audio: {
    label: 'Audio',
    word: 'audio',
    asked: ['audio answer', 'audio answers'],
    answeredHow: 'by voice recording',
  },
  choice: {
    label: 'Choice',
    word: 'choice',
    asked: ['multiple-choice question', 'multiple-choice questions'],
    answeredHow: 'by choosing among its options',
  },
  file: {
    label: 'File',
    word: 'file',
    asked: ['file upload', 'file uploads'],
    answeredHow: 'with a file',
  },
};

/** The answer types in the role editor's order, the order every list of them is said in. */
export const ANSWER_TYPES_IN_ORDER = Object.keys(ANSWER_TYPE_WORDS) as AnswerType[];
