import { describe, expect, it } from 'vitest';
import type { CandidateQuestionForm } from '../../../../shared/question-forms.schema';
import english from '../../../../shared/messages/assessment/en';
import { TEXTS } from '../../../../shared/texts';
import { isQuestionDone, mayMoveOn, notDoneMessage, type GivenAnswer } from './question-done';

const NOTHING: GivenAnswer = {
  text: '',
  choices: [],
  skipped: false,
  hasFile: false,
  recordingSubmitted: false,
};
const required = (answer: CandidateQuestionForm['answer']): CandidateQuestionForm => ({
  answer,
  required: true,
});
const written = required({ type: 'written' });
const choice = required({ type: 'choice', multiple: false, options: ['Yes', 'No'] });
const file = required({ type: 'file', maxMegabytes: 10 });
const video = required({ type: 'video', maxSeconds: 60, takes: null });
const audio = required({ type: 'audio', maxSeconds: 60, takes: 2 });

describe('a question is done as the server judges it', () => {
  it('by what each type asks for, and nothing else', () => {
    expect(isQuestionDone(written, { ...NOTHING, text: '  ' })).toBe(false);
    expect(isQuestionDone(written, { ...NOTHING, text: 'An answer' })).toBe(true);
    expect(isQuestionDone(choice, { ...NOTHING, text: 'Yes' })).toBe(false);
    expect(isQuestionDone(choice, { ...NOTHING, choices: [0] })).toBe(true);
    expect(isQuestionDone(file, { ...NOTHING, choices: [0] })).toBe(false);
    expect(isQuestionDone(file, { ...NOTHING, hasFile: true })).toBe(true);
    expect(isQuestionDone(video, { ...NOTHING, hasFile: true })).toBe(false);
    expect(isQuestionDone(video, { ...NOTHING, recordingSubmitted: true })).toBe(true);
    expect(isQuestionDone(audio, { ...NOTHING, recordingSubmitted: true })).toBe(true);
  });

  it('counts a skip only for an optional question', () => {
    expect(isQuestionDone(file, { ...NOTHING, skipped: true })).toBe(false);
    expect(isQuestionDone({ ...file, required: false }, { ...NOTHING, skipped: true })).toBe(true);
  });
});

describe('Save & Next', () => {
  it('needs a done answer for a required question only', () => {
    expect(mayMoveOn(video, NOTHING)).toBe(false);
    expect(mayMoveOn({ ...video, required: false }, NOTHING)).toBe(true);
    expect(mayMoveOn(choice, { ...NOTHING, choices: [1] })).toBe(true);
  });

  it('says what is missing in the words of the question’s type', () => {
    expect(english[notDoneMessage(written)]).toBe(TEXTS.assessment.blankAnswer);
    expect(english[notDoneMessage(choice)]).toBe('Please choose an option before continuing.');
    expect(english[notDoneMessage(file)]).toBe('Please upload your file before continuing.');
    expect(english[notDoneMessage(audio)]).toMatch(/audio answer/);
  });
});
