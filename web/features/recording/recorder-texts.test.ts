import { describe, expect, it } from 'vitest';
import { ERRORS, type FixedErrorCode } from '../../../shared/error-codes';
import german from '../../../shared/messages/recorder/de';
import english from '../../../shared/messages/recorder/en';
import { INTERRUPTED_TEXTS } from '../../../shared/recording-texts';
import { TEXTS } from '../../../shared/texts';
import { ApiError } from '../../lib/api-client';
import { recorderLimit, refusalText } from './recorder-texts';
import { catalogueI18n, englishI18n } from '../../../shared/messages/english-i18n.test-support';

/**
 * The recorder's English, once composed in code, is now ICU messages (shared/messages/recorder/
 * en.ts): they must read, to the letter, as the texts modules' functions the tests and the server
 * still use.
 */
const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

describe('the recorder’s English', () => {
  it.each([180, 60, 600, 45, 1, 59, 90, 150, 61])(
    'says the %i-second limit as TEXTS.recorder.maxLengthReached does',
    (seconds) => {
      expect(t('maxLengthReached', recorderLimit(seconds))).toBe(
        TEXTS.recorder.maxLengthReached(seconds),
      );
    },
  );

  it('names the 3-minute limit so', () => {
    expect(t('maxLengthReached', recorderLimit(180))).toContain('the 3-minute limit');
    expect(t('maxLengthReached', recorderLimit(150))).toContain('the 2:30 limit');
  });

  it.each([1, 2, 7, 59, 600])(
    'says %i saved seconds as INTERRUPTED_TEXTS.savedSeconds does',
    (seconds) => {
      expect(t('savedSeconds', { seconds })).toBe(INTERRUPTED_TEXTS.savedSeconds(seconds));
    },
  );

  it('counts the takes left in the singular and the plural', () => {
    expect(t('takesLeftNote', { takes: 1 })).toBe(
      'You have 1 take left: each recording you finish uses one.',
    );
    expect(t('takesLeftNote', { takes: 3 })).toBe(
      'You have 3 takes left: each recording you finish uses one.',
    );
    expect(t('recordAgainTakes', { takes: 2 })).toBe(
      `${TEXTS.recorder.recordAgain} (2 takes left)`,
    );
    expect(t('takesLeftSentence', { takes: 1 })).toBe('You have 1 take left.');
    expect(t('takesUsedUp')).toBe(`${TEXTS.recorder.takesUsedUp} Please contact the hiring team.`);
  });

  it('says the thinking time’s countdown as before', () => {
    expect(t('spokenStartsIn', { left: 1 })).toBe('Recording starts in 1 second.');
    expect(t('spokenStartsIn', { left: 3 })).toBe('Recording starts in 3 seconds.');
    expect(t('spokenThinking', { seconds: 30 })).toBe(
      '30 seconds to think before recording starts.',
    );
    expect(t('practiceRecord', { seconds: 5 })).toBe('Record 5 seconds');
  });

  it('names the video or the recording in the upload’s line', () => {
    expect(t('uploadSaved', { media: 'video', size: '1.5 MB' })).toBe(
      'Video saved on the server (1.5 MB).',
    );
    expect(t('uploadSent', { media: 'audio' })).toBe('Recording sent to the server');
    expect(t('answerSubmitted', { media: 'audio' })).toBe('Your audio answer is submitted.');
  });
});

describe('the recording’s refusals, by their code', () => {
  const de = catalogueI18n(german, 'de');
  const inGerman = (key: keyof typeof english, values?: Record<string, unknown>) =>
    de._(key, values);

  it.each<FixedErrorCode>([
    'video-type-refused',
    'not-a-video',
    'recording-uploading',
    'recording-video-missing',
    'recording-replaced',
    'recording-missing',
    'recording-finished',
    'takes-used-up',
  ])('says %s as the server does in English, and in German', (code) => {
    const refusal = new ApiError(ERRORS[code].text, ERRORS[code].status, code);
    expect(refusalText(t, refusal)).toBe(ERRORS[code].text);
    const said = refusalText(inGerman, refusal);
    expect(said).not.toBe(ERRORS[code].text);
    expect(Object.values(german)).toContain(said);
  });

  it('names the question whose answer another tab submitted, as the server does', () => {
    const code = 'answer-recording-submitted';
    const refusal = new ApiError(ERRORS[code].text(2), ERRORS[code].status, code);
    expect(refusalText(t, refusal, undefined, 2)).toBe(
      'Your recorded answer to question 3 is already submitted.',
    );
    expect(refusalText(t, refusal, undefined, 2)).toBe(refusal.message);
    expect(refusalText(inGerman, refusal, undefined, 2)).toBe(
      'Ihre aufgenommene Antwort auf Frage 3 ist bereits abgesendet.',
    );
    // The upload's refusal carries its code beside the server's words.
    expect(refusalText(inGerman, refusal.message, code, 0)).toBe(
      'Ihre aufgenommene Antwort auf Frage 1 ist bereits abgesendet.',
    );
  });
});
