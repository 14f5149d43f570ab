import type { RoleInputBody } from '../../shared/roles.schema';

/**
 * A role's questions with one of each answer type (docs/product.md#answer-types), every one
 * required: written (0), a single choice that prefers Mornings (1), video of up to 60 seconds in
 * 2 takes (2), a file of up to 5 MB (3), audio of up to 30 seconds (4). The tests of the editor,
 * the roles file and the candidate's API all ask it.
 */
export const EVERY_ANSWER_TYPE: RoleInputBody['questions'] = [
  { text: 'Tell us about a project.', guidance: '' },
  {
    text: 'Which shift suits you?',
    guidance: '',
    answer: {
      type: 'choice',
      multiple: false,
      options: ['Mornings', 'Nights', 'Weekends'],
      preferred: [0],
    },
  },
  {
    text: 'Introduce your work.',
    guidance: 'Who, how many, your part.',
    answer: { type: 'video', maxSeconds: 60, takes: 2 },
  },
  { text: 'Your CV, please.', guidance: '', answer: { type: 'file', maxMegabytes: 5 } },
  { text: 'Say hello.', guidance: '', answer: { type: 'audio', maxSeconds: 30, takes: null } },
];

/** The same, its file question optional: a role that keeps `required` as well as each type. */
export const EVERY_ANSWER_TYPE_FILE_OPTIONAL: RoleInputBody['questions'] = EVERY_ANSWER_TYPE.map(
  (question) => (question.answer?.type === 'file' ? { ...question, required: false } : question),
);

/**
 * A role's questions answered in writing (0), on video of up to 30 seconds in 2 takes (1) and on
 * audio of up to 60 seconds in any number of takes, optional (2): the recorded answers' tests.
 */
export const RECORDED_ANSWERS: RoleInputBody['questions'] = [
  { text: 'Tell us in writing.', guidance: '' },
  { text: 'Show us on video.', guidance: '', answer: { type: 'video', maxSeconds: 30, takes: 2 } },
  {
    text: 'Tell us out loud.',
    guidance: '',
    answer: { type: 'audio', maxSeconds: 60, takes: null },
    required: false,
  },
];
