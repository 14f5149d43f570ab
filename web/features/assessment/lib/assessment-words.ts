import { ANSWER_FILE_TYPE_NAMES } from '../../../../shared/answer-file-texts';
import { ANSWER_TYPES_IN_ORDER } from '../../../../shared/answer-type-words';
import type { PageLanguage } from '../../../../shared/i18n/languages';
import type { AnswerType } from '../../../../shared/question-forms.schema';
import { estimatedMinutes } from '../../../../shared/question-forms-summary';
import type { RoleSettings } from '../../../../shared/roles.schema';
import { ApiError } from '../../../lib/api-client';
import { translateKnown } from '../../../i18n/texts';
import { assessmentTexts, type AssessmentTranslate } from '../assessment-texts';

/** Intl's locale for a page language: British English for English and the pseudo-locales. */
function intlLocale(language: PageLanguage): string {
  return language === 'en' || language.includes('-X') ? 'en-GB' : language;
}

const ONE_TYPE = {
  written: 'questionsWritten',
  video: 'questionsVideo',
  audio: 'questionsAudio',
  choice: 'questionsChoice',
  file: 'questionsFile',
} as const satisfies Record<AnswerType, string>;

const TYPE_COUNT = {
  written: 'countWritten',
  video: 'countVideo',
  audio: 'countAudio',
  choice: 'countChoice',
  file: 'countFile',
} as const satisfies Record<AnswerType, string>;

type Form = Parameters<typeof estimatedMinutes>[0][number];

/**
 * What the overview says the candidate will be asked: `3 written questions; about 15 minutes`,
 * `5 questions: 3 written, 1 video, 1 file; about 25 minutes` (types in the editor's order).
 */
export function formsAsked(
  t: AssessmentTranslate,
  language: PageLanguage,
  forms: readonly Form[],
  settings: Pick<RoleSettings, 'answerMinutes' | 'video' | 'thinkingSeconds'>,
): string {
  const counts = ANSWER_TYPES_IN_ORDER.map((type) => ({
    type,
    count: forms.filter((form) => form.answer.type === type).length,
  })).filter(({ count }) => count > 0);
  const [only] = counts;
  const summary =
    only === undefined
      ? t('noQuestions')
      : counts.length === 1
        ? t(ONE_TYPE[only.type], { count: forms.length })
        : t('questionsMixed', {
            count: forms.length,
            // A unit list: `3 written, 1 video, 1 file`, no "and".
            breakdown: new Intl.ListFormat(intlLocale(language), {
              type: 'unit',
              style: 'short',
            }).format(counts.map(({ type, count }) => t(TYPE_COUNT[type], { count }))),
          });
  const estimate = t('estimate', { minutes: estimatedMinutes(forms, settings) });
  return t('asked', { summary, estimate });
}

/** The file types a file answer may be: `PDF, DOCX, ODT, PNG or JPEG`. */
export function fileTypesList(language: PageLanguage): string {
  return new Intl.ListFormat(intlLocale(language), { type: 'disjunction' }).format(
    ANSWER_FILE_TYPE_NAMES,
  );
}

/** "2.4 MB", "310 KB", "900 bytes": a file's size as people read it (1 MB = 1024 KB). */
export function fileSizeWords(
  t: AssessmentTranslate,
  language: PageLanguage,
  bytes: number,
): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    }).format(value);
  if (bytes < 1024) return t('sizeBytes', { size: number(bytes, 0) });
  const kb = bytes / 1024;
  if (kb < 1024) return t('sizeKilobytes', { size: number(Math.round(kb), 0) });
  const mb = kb / 1024;
  return t('sizeMegabytes', { size: mb < 10 ? number(mb, 1) : number(Math.round(mb), 0) });
}

/** The refusals whose English names the question: said again here, with its number. */
const QUESTION_REFUSALS = {
  'question-skipped': 'questionSkipped',
  'question-required': 'questionRequired',
  'question-answered': 'questionAnswered',
  'choice-unknown': 'choiceUnknown',
  'choice-single': 'choiceSingle',
} as const;

/**
 * What the candidate reads of a failed call on these pages: a refusal with a code we know in the
 * page's language (with the question's number, or the file's limit, that this page knows), a
 * refusal the catalogue holds in the server's English translated, else the text as it came.
 */
export function refusalText(
  t: AssessmentTranslate,
  language: PageLanguage,
  error: unknown,
  about: { questionIndex?: number; maxMegabytes?: number } = {},
): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) {
    // A proxy's page for a file too large or of a type refused has no code: its status says it.
    const byStatus = { 413: 'file-too-large', 415: 'file-type-refused' }[error.httpStatus];
    const code: string = error.code ?? byStatus ?? '';
    if (code in QUESTION_REFUSALS && about.questionIndex !== undefined) {
      return t(QUESTION_REFUSALS[code as keyof typeof QUESTION_REFUSALS], {
        number: about.questionIndex + 1,
      });
    }
    // The server names the index it was sent, as it was sent (counted from 0): said the same.
    if (code === 'question-missing' && about.questionIndex !== undefined) {
      return t('questionMissing', { number: about.questionIndex });
    }
    if (code === 'file-too-large' && about.maxMegabytes !== undefined) {
      return t('fileTooLarge', { megabytes: about.maxMegabytes });
    }
    if (code === 'file-type-refused') {
      return t('fileTypeRefused', { types: fileTypesList(language) });
    }
    if (code === 'server-error') {
      const requestId = /\(request ([^)\s]+)\)/.exec(message)?.[1];
      return t('serverError', { requestId: requestId ?? 'none' });
    }
  }
  return translateKnown(assessmentTexts, t, message);
}
