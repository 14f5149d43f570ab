import { ANSWER_TYPE_WORDS } from './answer-type-words';
import type { AnswerType } from './question-forms.schema';

/** A question's number as the candidate reads it (its index counts from 0, they count from 1). */
function questionNumber(questionIndex: number): string {
  return `Question ${questionIndex + 1}`;
}

/**
 * What candidates and reviewers read about answer types, choices and skipped questions
 * (docs/product.md#answer-types). The refusals are the candidate API's (`shared/error-codes.ts`).
 */
export const ANSWER_FORM_TEXTS = {
  refusals: {
    /** An answer of one type sent to a question of another: "Question 2 is answered on video, not in writing." */
    typeMismatch: (questionIndex: number, asked: AnswerType, sent: AnswerType) =>
      `${questionNumber(questionIndex)} is answered ${ANSWER_TYPE_WORDS[asked].answeredHow}, not ${ANSWER_TYPE_WORDS[sent].answeredHow}.`,
    skipped: (questionIndex: number) =>
      `You skipped ${questionNumber(questionIndex).toLowerCase()}. Press Answer it to answer it.`,
    required: (questionIndex: number) =>
      `${questionNumber(questionIndex)} needs an answer, so it cannot be skipped.`,
    answered: (questionIndex: number) =>
      `${questionNumber(questionIndex)} already has your answer. Remove it first if you want to skip the question.`,
    choiceUnknown: (questionIndex: number) =>
      `That is not one of the options of ${questionNumber(questionIndex).toLowerCase()}. Please reload the page and choose again.`,
    choiceRepeated: 'Each option can be chosen once.',
    choiceSingle: (questionIndex: number) =>
      `${questionNumber(questionIndex)} takes one option only.`,
  },
  /** The reviewer's words. */
  review: {
    didNotMatch: 'Did not match',
    /** The flag on the candidate page, one per question answered outside the preferred options. */
    didNotMatchQuestion: (question: string) => `Did not match: ${question}`,
    didNotMatchNote:
      'An option outside the ones the team preferred was chosen. This flag rejects nobody: a person decides.',
    filterLabel: 'Did not match',
    skipped: 'Skipped',
    skippedNote: 'The candidate skipped this optional question.',
    notAnswered: 'Not answered',
    chosen: 'Chosen',
    notChosen: 'Not chosen',
    preferred: 'Preferred',
    optional: 'Optional',
    singleChoice: 'One option',
    multipleChoice: 'Any number of options',
  },
  /** The CSV export's cell for a skipped optional question. */
  csvSkipped: '(skipped)',
} as const;
