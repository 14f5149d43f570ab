import { ANSWER_TYPE_WORDS, ANSWER_TYPES_IN_ORDER } from '../../shared/answer-type-words';
import type { AnswerType } from '../../shared/question-forms.schema';

/**
 * How a role's settings read on the candidate's pages (the landing and the assessment's overview).
 * With the defaults they read exactly as they always have: `20 mins`, `three written answers`.
 */

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** `three` for 3, up to nine; `10` and above as digits. */
export function countWord(count: number): string {
  return WORDS[count] ?? String(count);
}

/** Seconds as `m:ss` (`0:30`, `1:05`): a short countdown. */
export function shortClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** `a, b and c`. */
function listText(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What the candidate will be asked, in the order the role editor lists the types:
 * `three written answers and a short video introduction`, `two written answers, one video answer
 * and one file upload`.
 */
export function whatIsAsked(answerTypes: readonly AnswerType[], video: boolean): string {
  const parts = ANSWER_TYPES_IN_ORDER.flatMap((kind) => {
    const count = answerTypes.filter((type) => type === kind).length;
    if (count === 0) return [];
    const [one, many] = ANSWER_TYPE_WORDS[kind].asked;
    return [`${countWord(count)} ${count === 1 ? one : many}`];
  });
  if (video) parts.push('a short video introduction');
  return listText(parts);
}
