import { ANSWER_TYPE_WORDS } from './answer-type-words';
import { ANSWER_TYPES, type AnswerType } from './question-forms.schema';
import type { RoleSettings } from './roles.schema';

/** Anything with an answer form: a role's `forms`, or what the candidate is shown of them. */
type FormWithType = { answer: { type: AnswerType } };
type FormWithLength = {
  answer: { type: 'video' | 'audio'; maxSeconds: number } | { type: 'written' | 'choice' | 'file' };
};

function typeCounts(forms: readonly FormWithType[]) {
  return ANSWER_TYPES.map((type) => ({
    type,
    count: forms.filter((form) => form.answer.type === type).length,
  })).filter(({ count }) => count > 0);
}

/** "3 written, 1 video, 1 file": how many questions of each type, in the editor's order. */
export function typeBreakdown(forms: readonly FormWithType[]): string {
  return typeCounts(forms)
    .map(({ type, count }) => `${count} ${ANSWER_TYPE_WORDS[type].word}`)
    .join(', ');
}

/**
 * What a role asks, in a few words (docs/product.md#answer-types): "5 questions: 3 written,
 * 1 video, 1 file", or "3 written questions" when they are all answered the same way. Types come
 * in the editor's order, so two roles asking the same read the same.
 */
export function formsSummary(forms: readonly FormWithType[]): string {
  const counts = typeCounts(forms);
  const questions = forms.length === 1 ? 'question' : 'questions';
  if (counts.length === 0) return 'No questions';
  if (counts.length === 1) {
    return `${forms.length} ${ANSWER_TYPE_WORDS[counts[0]!.type].word} ${questions}`;
  }
  return `${forms.length} ${questions}: ${typeBreakdown(forms)}`;
}

/**
 * Rough minutes a candidate spends on each kind of answer, to tell them beforehand what to
 * expect. Written answers take the longest to think through; a recording takes its length, the
 * thinking time and a minute to get ready; a choice or a file is quick.
 */
const MINUTES_PER_ANSWER = { written: 5, choice: 1, file: 2 } as const;

function recordingMinutes(maxSeconds: number, thinkingSeconds: number): number {
  return Math.ceil((maxSeconds + thinkingSeconds) / 60) + 1;
}

/**
 * About how long the assessment takes, in minutes: each question by its type, plus the video
 * introduction when the role asks for one; above 10 minutes rounded up to a multiple of 5 (it is
 * an estimate), and never more than the role's time limit (the candidate is told that limit too).
 */
export function estimatedMinutes(
  forms: readonly FormWithLength[],
  settings: Pick<RoleSettings, 'answerMinutes' | 'video' | 'thinkingSeconds'>,
): number {
  let minutes = 0;
  for (const { answer } of forms) {
    minutes +=
      answer.type === 'video' || answer.type === 'audio'
        ? recordingMinutes(answer.maxSeconds, settings.thinkingSeconds)
        : MINUTES_PER_ANSWER[answer.type];
  }
  if (settings.video.enabled) {
    minutes += recordingMinutes(settings.video.maxSeconds, settings.thinkingSeconds);
  }
  const rounded = minutes > 10 ? Math.ceil(minutes / 5) * 5 : Math.max(minutes, 1);
  return settings.answerMinutes === null ? rounded : Math.min(rounded, settings.answerMinutes);
}

/** "about 25 minutes", "about 1 minute": how `estimatedMinutes` reads to the candidate. */
export function estimatedMinutesLabel(minutes: number): string {
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
