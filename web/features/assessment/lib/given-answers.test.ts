// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { AssessmentState } from '../../../../shared/assessment.schema';
import type { CandidateQuestionForm } from '../../../../shared/question-forms.schema';
import type { CachedAnswer } from './assessment-cache';
import { doneCount, filesOf, formsOfState, submittedRecordingsOf } from './given-answers';

const FORMS: CandidateQuestionForm[] = [
  { answer: { type: 'written' }, required: true },
  { answer: { type: 'choice', multiple: true, options: ['A', 'B'] }, required: true },
  { answer: { type: 'file', maxMegabytes: 10 }, required: true },
  { answer: { type: 'audio', maxSeconds: 60, takes: null }, required: true },
  { answer: { type: 'written' }, required: false },
];

const cached = (questionId: number, given: Partial<CachedAnswer>): CachedAnswer => ({
  questionId,
  question: '',
  answer: '',
  sequence: 1,
  savedSequence: 1,
  ...given,
});

/** The server's state as far as these helpers read it: files and the media of each question. */
const state = (files: unknown[], media: unknown[]) =>
  ({ files, progress: { media } }) as unknown as AssessmentState;

describe('what the server says was given', () => {
  it('reads files by question and the questions whose recording was submitted', () => {
    const cv = { questionId: 2, name: 'cv.pdf', sizeBytes: 10, mimeType: 'application/pdf' };
    const given = state(
      [cv],
      [
        { questionId: 3, media: 'audio', submitted: { durationMs: 1000 } },
        { questionId: 5, media: 'video', submitted: null },
      ],
    );
    expect([...filesOf(given)]).toEqual([[2, cv]]);
    expect([...submittedRecordingsOf(given)]).toEqual([3]);
  });

  it('reads a state cached by a page from before answer types: written, required, nothing given', () => {
    const old = { role: { questions: ['A?', 'B?'] }, progress: {} } as unknown as AssessmentState;
    expect(filesOf(old).size).toBe(0);
    expect(submittedRecordingsOf(old).size).toBe(0);
    expect(formsOfState(old)).toEqual([
      { answer: { type: 'written' }, required: true },
      { answer: { type: 'written' }, required: true },
    ]);
  });
});

describe('the Answered count', () => {
  it('counts each question done in its own form, and a skipped optional one', () => {
    const answers = [
      cached(0, { answer: '<p>  </p>' }),
      cached(1, { choices: [1] }),
      cached(4, { skipped: true }),
    ];
    expect(doneCount(FORMS, answers, new Map(), new Set())).toBe(2);
    const file = {
      questionId: 2,
      name: 'cv.pdf',
      sizeBytes: 1,
      mimeType: 'application/pdf' as const,
    };
    expect(doneCount(FORMS, answers, new Map([[2, file]]), new Set([3]))).toBe(4);
    expect(
      doneCount(
        FORMS,
        [...answers, cached(0, { answer: '<p>Hi</p>' })].slice(1),
        new Map(),
        new Set(),
      ),
    ).toBe(3);
  });
});
