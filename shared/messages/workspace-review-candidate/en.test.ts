import { describe, expect, it } from 'vitest';
import { ANSWER_FORM_TEXTS } from '../../answer-form-texts';
import { DECISION_TEXTS } from '../../decision-texts';
import { extraTimeLabel } from '../../time-allowance';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../video-unavailable-texts';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

/** The texts the journeys still read from the texts modules: the catalogue says them alike. */
describe('the messages the texts modules also write', () => {
  it.each(['Sam Reviewer', null])('names who changed the decision (%s) as before', (name) => {
    const who = { known: name === null ? 'no' : 'yes', name };
    expect(t('notesConflict', who)).toBe(DECISION_TEXTS.notesConflict(name));
    expect(t('statusConflict', who)).toBe(DECISION_TEXTS.statusConflict(name));
  });

  it('offers the reviewer’s own status, the unmatched question and the missing video as before', () => {
    expect(t('reapplyStatus', { status: 'On hold' })).toBe(DECISION_TEXTS.reapplyStatus('On hold'));
    expect(t('didNotMatchQuestion', { question: 'Which shift?' })).toBe(
      ANSWER_FORM_TEXTS.review.didNotMatchQuestion('Which shift?'),
    );
    const reason = VIDEO_UNAVAILABLE_TEXTS.reviewer.reasons.no_camera;
    expect(t('noVideoHeading', { reason })).toBe(VIDEO_UNAVAILABLE_TEXTS.reviewer.heading(reason));
  });

  it.each([{ percent: 25 }, { percent: 200 }, { minutes: 1 }, { minutes: 15 }])(
    'says the extra time %o as the workspace’s label does',
    (extraTime) => {
      const text =
        'percent' in extraTime
          ? t('extraTimePercent', extraTime)
          : t('extraTimeMinutes', extraTime);
      expect(text).toBe(`Extra time: ${extraTimeLabel(extraTime)}`);
    },
  );
});

/** The counts and choices, as the page wrote them before the catalogue. */
describe('the counts and choices', () => {
  it.each([0, 1, 2, 1234])('counts %i comments and events as before', (count) => {
    expect(t('commentsHeading', { count })).toBe(`Comments${count > 0 ? ` (${count})` : ''}`);
    expect(t('eventsHeading', { count })).toBe(
      `Activity during the assessment${count > 0 ? ` (${count})` : ''}`,
    );
  });

  it.each([1, 2, 1234])('averages %i scores as before', (count) => {
    expect(t('teamAverage', { average: '4.5', count })).toBe(
      `Average 4.5 of 5 from ${count} ${count === 1 ? 'score' : 'scores'}`,
    );
  });

  it.each(['video', 'recording'] as const)('speaks of a %s that is not ready as before', (noun) => {
    expect(t('processingUploading', { noun })).toBe(
      `The ${noun} is still being uploaded or processed.`,
    );
    expect(t('processingFailed', { noun })).toBe(`The ${noun} could not be processed.`);
    expect(t('processingWaiting', { noun })).toBe(
      `The ${noun} is uploaded and safe. The recording storage is not answering right now; the ${noun} will be ready here once it is back, with nothing to do for you or the candidate.`,
    );
  });

  it.each(['video', 'audio'] as const)('names a %s answer as before', (media) => {
    const what = media === 'video' ? 'Video answer' : 'Audio answer';
    expect(t('mediaAnswerOf', { media, name: 'Ada', number: 2 })).toBe(
      `${what} of Ada to question 2`,
    );
    expect(t('noMediaAnswer', { media })).toBe(`No ${media} answer.`);
  });

  it.each(['retention', 'erasure'])('gives the reason %s for a deletion as before', (reason) => {
    const said = reason === 'erasure' ? 'the candidate asked for erasure' : 'retention policy';
    expect(t('deletedOn', { date: '3 Dec 2026', reason })).toBe(
      `Will be deleted on 3 Dec 2026 (${said}).`,
    );
  });
});
