import { describe, expect, it } from 'vitest';
import { ANSWER_FILE_TEXTS, fileSizeText } from '../../../../shared/answer-file-texts';
import { ANSWER_FORM_TEXTS } from '../../../../shared/answer-form-texts';
import english from '../../../../shared/messages/assessment/en';
import type { AnswerForm } from '../../../../shared/question-forms.schema';
import {
  estimatedMinutes,
  estimatedMinutesLabel,
  formsSummary,
} from '../../../../shared/question-forms-summary';
import { TEXTS } from '../../../../shared/texts';
import { ERRORS } from '../../../../shared/error-codes';
import {
  ApiError,
  MALFORMED_TEXT,
  OFFLINE_TEXT,
  SERVER_FAILED_TEXT,
} from '../../../lib/api-client';
import { fileSizeWords, fileTypesList, formsAsked, refusalText } from './assessment-words';
import { catalogueI18n, englishI18n } from '../../../../shared/messages/english-i18n.test-support';

const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

const written: AnswerForm = { type: 'written' };
const video: AnswerForm = { type: 'video', maxSeconds: 120, takes: null };
const audio: AnswerForm = { type: 'audio', maxSeconds: 60, takes: 2 };
const choice: AnswerForm = {
  type: 'choice',
  multiple: false,
  options: ['Yes', 'No'],
  preferred: [],
};
const file: AnswerForm = { type: 'file', maxMegabytes: 10 };
const asked = (...answers: AnswerForm[]) => answers.map((answer) => ({ answer, required: true }));
const settings = {
  answerMinutes: null,
  video: { enabled: true, maxSeconds: 180, takes: null },
  thinkingSeconds: 30,
};

describe('what the overview says will be asked, in English', () => {
  it.each([
    ['three written questions', asked(written, written, written)],
    ['one question', asked(choice)],
    ['one of each type', asked(file, written, video, audio, choice)],
    ['mixed, out of order', asked(file, written, video, written, written)],
    ['two types', asked(choice, audio)],
    ['twelve files', asked(...Array.from({ length: 12 }, () => file))],
  ])('reads as formsSummary and estimatedMinutesLabel did: %s', (_name, forms) => {
    expect(formsAsked(t, 'en', forms, settings)).toBe(
      `${formsSummary(forms)}; ${estimatedMinutesLabel(estimatedMinutes(forms, settings))}`,
    );
  });
});

describe('a file answer’s words, in English', () => {
  it.each([
    0, 1, 900, 1023, 1024, 317_440, 1_048_575, 1_048_576, 2_516_582, 10_485_760, 52_428_800,
  ])('writes %i bytes as fileSizeText does', (bytes) => {
    expect(fileSizeWords(t, 'en', bytes)).toBe(fileSizeText(bytes));
  });

  it('lists the file types as the server’s refusal does', () => {
    expect(t('fileTypeRefused', { types: fileTypesList('en') })).toBe(
      ANSWER_FILE_TEXTS.refusals.typeRefused,
    );
  });
});

describe('refusalText: the server’s refusals on these pages', () => {
  it('says a refusal with a code again, with the question’s number this page knows', () => {
    const refusal = new ApiError(ANSWER_FORM_TEXTS.refusals.answered(2), 409, 'question-answered');
    expect(refusalText(t, 'en', refusal, { questionIndex: 2 })).toBe(
      ANSWER_FORM_TEXTS.refusals.answered(2),
    );
    const german = (key: string, values?: Record<string, unknown>) =>
      key === 'questionAnswered' ? `Frage ${String(values?.number)} ist schon beantwortet.` : key;
    expect(refusalText(german, 'de', refusal, { questionIndex: 2 })).toBe(
      'Frage 3 ist schon beantwortet.',
    );
  });

  it('says a file too large with its limit, even from a proxy’s page without a code', () => {
    const proxy = new ApiError(ANSWER_FILE_TEXTS.refusals.tooLarge(5), 413);
    expect(refusalText(t, 'en', proxy, { maxMegabytes: 5 })).toBe(
      ANSWER_FILE_TEXTS.refusals.tooLarge(5),
    );
  });

  it('translates a refusal the catalogue holds in the server’s English, else shows it as it came', () => {
    const known = new ApiError(TEXTS.assessment.noStepBack, 409, 'no-step-back');
    const translated = (key: string) => (key === 'noStepBack' ? 'Nur vorwärts.' : key);
    expect(refusalText(translated, 'de', known)).toBe('Nur vorwärts.');
    expect(refusalText(translated, 'de', new Error('Something else.'))).toBe('Something else.');
  });
});

describe('refusals a candidate meets only with a page out of step, by their code', () => {
  it('says a question that does not exist as the server does, and in German', async () => {
    const refusal = new ApiError(ERRORS['question-missing'].text(4), 400, 'question-missing');
    expect(refusalText(t, 'en', refusal, { questionIndex: 4 })).toBe(refusal.message);
    const german = catalogueI18n(
      (await import('../../../../shared/messages/assessment/de')).default,
      'de',
    );
    const de = (key: keyof typeof english, values?: Record<string, unknown>) =>
      german._(key, values);
    expect(refusalText(de, 'de', refusal, { questionIndex: 4 })).toBe('Frage 4 gibt es nicht.');
  });
});

describe('what any call may meet, in English', () => {
  it('reads as the API client’s own texts, which every page shows', () => {
    expect([english.cannotReach, english.serverFailed, english.malformed]).toEqual([
      OFFLINE_TEXT,
      SERVER_FAILED_TEXT,
      MALFORMED_TEXT,
    ]);
    expect(refusalText(t, 'en', new ApiError(OFFLINE_TEXT, 0))).toBe(OFFLINE_TEXT);
  });

  it('names the request of a server error as the server did', () => {
    for (const requestId of ['req-1a2b', undefined]) {
      const refusal = new ApiError(ERRORS['server-error'].text(requestId), 500, 'server-error');
      expect(refusalText(t, 'en', refusal)).toBe(ERRORS['server-error'].text(requestId));
    }
  });
});
