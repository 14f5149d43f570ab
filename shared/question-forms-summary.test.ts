import { describe, expect, it } from 'vitest';
import { ANSWER_TYPE_WORDS, ANSWER_TYPES_IN_ORDER } from './answer-type-words';
import { ANSWER_TYPES, type AnswerForm } from './question-forms.schema';
import {
  estimatedMinutes,
  estimatedMinutesLabel,
  formsSummary,
  typeBreakdown,
} from './question-forms-summary';

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

const noIntroduction = {
  answerMinutes: null,
  video: { enabled: false, maxSeconds: 180, takes: null },
  thinkingSeconds: 0,
};
const withIntroduction = { ...noIntroduction, video: { ...noIntroduction.video, enabled: true } };

describe('the words of the answer types', () => {
  it('name every type, in the order the schema and the editor list them', () => {
    expect(ANSWER_TYPES_IN_ORDER).toEqual([...ANSWER_TYPES]);
    expect(ANSWER_TYPES_IN_ORDER.map((type) => ANSWER_TYPE_WORDS[type].label)).toEqual([
      'Written',
      'Video',
      'Audio',
      'Choice',
      'File',
    ]);
  });
});

describe('formsSummary', () => {
  it('counts the questions of each type in the editor order', () => {
    expect(formsSummary(asked(file, written, video, written, written))).toBe(
      '5 questions: 3 written, 1 video, 1 file',
    );
    expect(formsSummary(asked(choice, audio))).toBe('2 questions: 1 audio, 1 choice');
  });

  it('names the type once when every question is answered the same way', () => {
    expect(formsSummary(asked(written, written, written))).toBe('3 written questions');
    expect(formsSummary(asked(video))).toBe('1 video question');
  });

  it('breaks the count down without the total, for a column that shows it', () => {
    expect(typeBreakdown(asked(file, written, video, written))).toBe('2 written, 1 video, 1 file');
  });

  it('says so when there are none', () => {
    expect(formsSummary([])).toBe('No questions');
  });
});

describe('estimatedMinutes', () => {
  it('adds each type and the video introduction, rounded up to 5 minutes', () => {
    // 3 written (15) + a 2-minute video (3) + a file (2) + a 3-minute introduction (4) = 24.
    expect(estimatedMinutes(asked(written, written, written, video, file), withIntroduction)).toBe(
      25,
    );
  });

  it('counts the thinking time before each recording', () => {
    // (60 + 90) s is 3 minutes, plus 1 to get ready.
    expect(estimatedMinutes(asked(audio), { ...noIntroduction, thinkingSeconds: 90 })).toBe(4);
  });

  it('keeps short assessments to the minute', () => {
    expect(estimatedMinutes(asked(choice, choice), noIntroduction)).toBe(2);
    expect(estimatedMinutes(asked(written, written), noIntroduction)).toBe(10);
  });

  it('is never more than the time limit', () => {
    const tenWritten = asked(...Array.from({ length: 10 }, () => written));
    expect(estimatedMinutes(tenWritten, { ...noIntroduction, answerMinutes: 20 })).toBe(20);
    expect(estimatedMinutes(tenWritten, noIntroduction)).toBe(50);
  });
});

describe('estimatedMinutesLabel', () => {
  it('reads as a candidate is told it', () => {
    expect(estimatedMinutesLabel(25)).toBe('about 25 minutes');
    expect(estimatedMinutesLabel(1)).toBe('about 1 minute');
  });
});
