import { describe, expect, it } from 'vitest';
import { ANSWER_FILE_TEXTS } from '../../answer-file-texts';
import { ANSWER_FORM_TEXTS } from '../../answer-form-texts';
import { estimatedMinutesLabel } from '../../question-forms-summary';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

/**
 * The assessment's English, once composed in code (`=== 1 ?`, counted words, toLowerCase), is now
 * ICU messages: they must read, to the letter, as the texts modules' functions the server and the
 * tests still use, and as the page read before.
 */
const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

/** The overview's duration as it was written in code: `20 mins`, `1 min`, `No time limit`. */
const durationBefore = (minutes: number | null) =>
  minutes === null ? 'No time limit' : minutes === 1 ? '1 min' : `${minutes} mins`;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

describe('the assessment’s English', () => {
  it.each([null, 1, 2, 20, 90, 1500])('says a duration of %s minutes as before', (minutes) => {
    expect(t('duration', { minutes: minutes ?? 'none' })).toBe(durationBefore(minutes));
  });

  it.each([1, 2, 3, 4, 9, 10, 12])('counts %i sections in words up to nine', (sections) => {
    expect(t('invitation', { company: 'Acme', role: 'Engineer', sections })).toBe(
      `Acme has invited you to this pre-screening for the Engineer role. It has ${WORDS[sections] ?? sections} short sections; your work is saved as you go, so you can take a breath between them.`,
    );
  });

  it.each([1, 2, 5, 25, 1200])('estimates %i minutes as estimatedMinutesLabel does', (minutes) => {
    expect(t('estimate', { minutes })).toBe(estimatedMinutesLabel(minutes));
  });

  it.each([1, 2, 20, 1500])('says %i minutes are up as before', (minutes) => {
    expect(t('overTimeTitle', { minutes })).toBe(
      minutes === 1 ? 'The minute is up' : `The ${minutes} minutes are up`,
    );
  });

  it.each([0, 1, 8, 11])('refuses for question index %i in the server’s words', (index) => {
    const number = index + 1;
    const { refusals } = ANSWER_FORM_TEXTS;
    expect(t('questionSkipped', { number })).toBe(refusals.skipped(index));
    expect(t('questionRequired', { number })).toBe(refusals.required(index));
    expect(t('questionAnswered', { number })).toBe(refusals.answered(index));
    expect(t('choiceUnknown', { number })).toBe(refusals.choiceUnknown(index));
    expect(t('choiceSingle', { number })).toBe(refusals.choiceSingle(index));
  });

  it.each([1, 5, 10, 100])(
    'refuses a file larger than %i MB in the server’s words',
    (megabytes) => {
      expect(t('fileTooLarge', { megabytes })).toBe(ANSWER_FILE_TEXTS.refusals.tooLarge(megabytes));
    },
  );

  it('counts questions of one type, and of several, as formsSummary did', () => {
    expect(t('questionsWritten', { count: 1 })).toBe('1 written question');
    expect(t('questionsWritten', { count: 3 })).toBe('3 written questions');
    expect(t('questionsChoice', { count: 1200 })).toBe('1200 choice questions');
    expect(t('questionsMixed', { count: 1, breakdown: 'x' })).toBe('1 question: x');
    expect(t('questionsMixed', { count: 5, breakdown: '3 written, 1 video, 1 file' })).toBe(
      '5 questions: 3 written, 1 video, 1 file',
    );
  });
});
