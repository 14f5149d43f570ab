import type { CandidateQuestionForm } from '../../../../shared/question-forms.schema';

/** What the candidate has given for one question, as this page knows it. */
export interface GivenAnswer {
  /** The written answer's visible text (trimmed or not). */
  text: string;
  choices: readonly number[];
  skipped: boolean;
  hasFile: boolean;
  /** A recording of this question was submitted. */
  recordingSubmitted: boolean;
}

/**
 * Whether a question is done, as the server judges it (question-progress.ts): written, it has
 * text; choice, an option; file, a file; video or audio, a submitted recording; an optional
 * question the candidate skipped is done too.
 */
export function isQuestionDone(form: CandidateQuestionForm, given: GivenAnswer): boolean {
  if (!form.required && given.skipped) return true;
  switch (form.answer.type) {
    case 'written':
      return given.text.trim() !== '';
    case 'choice':
      return given.choices.length > 0;
    case 'file':
      return given.hasFile;
    case 'video':
    case 'audio':
      return given.recordingSubmitted;
  }
}

/** What Save & Next says when a required question is not done yet (its key in the catalogue). */
export function notDoneMessage(form: CandidateQuestionForm) {
  switch (form.answer.type) {
    case 'written':
      return 'blankAnswer';
    case 'choice':
      return form.answer.multiple ? 'chooseAtLeastOne' : 'chooseAnOption';
    case 'file':
      return 'uploadFirst';
    case 'video':
      return 'recordVideoFirst';
    case 'audio':
      return 'recordAudioFirst';
  }
}

/** Save & Next may go on: a required question is done; an optional one never holds anyone back. */
export function mayMoveOn(form: CandidateQuestionForm, given: GivenAnswer): boolean {
  return !form.required || isQuestionDone(form, given);
}
