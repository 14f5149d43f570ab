import { ANSWER_FILE_TEXTS } from '../../answer-file-texts';
import { ANSWER_FORM_TEXTS } from '../../answer-form-texts';
import { ANSWER_SEQUENCE_AHEAD_MESSAGE } from '../../assessment.schema';
import { ERRORS } from '../../error-codes';
import { TEXTS } from '../../texts';
import { WAITING_TEXTS } from '../../waiting-texts';

/**
 * The assessment's pages (overview, questions, the header around them), in English
 * (docs/languages.md): the fixed texts (docs/product.md#texts) from the texts modules, the rest
 * written here. ICU messages: `{name}` is a value, `{count, plural, …}` a count. A number written
 * `{minutes}` inside a plural form is shown as given (`1500`), as the English always was; `#`
 * would group it. The words the questions' section is described with start lower-case, as the
 * overview lists them; the section stepper starts them with a capital.
 */
export default {
  loading: TEXTS.inviteEntry.loading,
  sessionInvalid: TEXTS.assessment.sessionInvalid,
  // The page's title, by step.
  titleOverview: 'Overview',
  questionOf: 'Question {number} of {total}',
  titleVideo: 'Video introduction',
  titleComplete: TEXTS.assessment.complete,
  // The header.
  progress: 'Progress',
  answered: 'Answered {answered} of {total}',
  timeRemaining: 'Time remaining',
  timeIsUp: 'Time is up',
  announceTimeUp: 'Time is up.',
  announceOneMinute: 'Less than 1 minute left.',
  announceFiveMinutes: 'Less than 5 minutes left.',
  overTimeTitle: '{minutes, plural, =1 {The minute is up} other {The {minutes} minutes are up}}',
  overTimeBody:
    'You can still finish: everything you submit is kept, and the hiring team will see that it took longer.',
  // The sections.
  stepOf: 'Step {step} of {total}',
  sectionQuestions: 'Problem Solving',
  sectionQuestionsDescription: '{kinds} answers',
  sectionVideo: 'Video Introduction',
  sectionVideoDescription: 'a recorded video',
  sectionInterview: 'Interview Preparation',
  sectionInterviewDescription: 'sharing feedback',
  kindWritten: 'written',
  kindVideo: 'video',
  kindAudio: 'audio',
  kindChoice: 'choice',
  kindFile: 'file',
  // The overview.
  overviewTitle: TEXTS.assessment.overviewTitle,
  invitation:
    '{company} has invited you to this pre-screening for the {role} role. It has {sections, plural, =1 {one} =2 {two} =3 {three} =4 {four} =5 {five} =6 {six} =7 {seven} =8 {eight} =9 {nine} other {{sections}}} short sections; your work is saved as you go, so you can take a breath between them.',
  durationLabel: 'Duration: {duration}',
  duration:
    '{minutes, select, none {No time limit} other {{minutes, plural, =1 {1 min} other {{minutes} mins}}}}',
  questionsLabel: 'Questions: {count}',
  askedLabel: 'What you will be asked: {asked}',
  asked: '{summary}; {estimate}',
  noQuestions: 'No questions',
  questionsWritten: '{count, plural, =1 {1 written question} other {{count} written questions}}',
  questionsVideo: '{count, plural, =1 {1 video question} other {{count} video questions}}',
  questionsAudio: '{count, plural, =1 {1 audio question} other {{count} audio questions}}',
  questionsChoice: '{count, plural, =1 {1 choice question} other {{count} choice questions}}',
  questionsFile: '{count, plural, =1 {1 file question} other {{count} file questions}}',
  questionsMixed: '{count, plural, =1 {1 question} other {{count} questions}}: {breakdown}',
  countWritten: '{count} written',
  countVideo: '{count} video',
  countAudio: '{count} audio',
  countChoice: '{count} choice',
  countFile: '{count} file',
  estimate: '{minutes, plural, =1 {about 1 minute} other {about {minutes} minutes}}',
  continue: TEXTS.signup.continue,
  // A question.
  problemSolving: TEXTS.assessment.problemSolving,
  sectionNumber: 'Section {number}',
  optional: '(optional)',
  guidance: 'Guidance:',
  answerLabel: 'Your answer to question {number}',
  // The written answer's toolbar: each button's name.
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bullet list',
  orderedList: 'Ordered list',
  blockquote: 'Blockquote',
  skip: 'Skip this question',
  skippedTitle: 'You skipped this question',
  answerIt: 'Answer it',
  previous: TEXTS.assessment.previous,
  saveNext: TEXTS.assessment.saveNext,
  complete: TEXTS.assessment.complete,
  waitForUpload: TEXTS.assessment.waitForUpload,
  waitForRecording: TEXTS.assessment.waitForRecording,
  blankAnswer: TEXTS.assessment.blankAnswer,
  chooseAtLeastOne: 'Please choose at least one option before continuing.',
  chooseAnOption: 'Please choose an option before continuing.',
  uploadFirst: 'Please upload your file before continuing.',
  recordVideoFirst: 'Please record and submit your video answer before continuing.',
  recordAudioFirst: 'Please record and submit your audio answer before continuing.',
  // A choice answer.
  chooseAny: 'Choose any that apply.',
  chooseOne: 'Choose one.',
  clearChoice: 'Clear my choice',
  // A file answer.
  fileLimits: '{types}; up to {megabytes} MB.',
  fileDetails: '{type}, {size}',
  sizeBytes: '{size} bytes',
  sizeKilobytes: '{size} KB',
  sizeMegabytes: '{size} MB',
  uploading: 'Uploading… {percent}%',
  cancelUpload: 'Cancel upload',
  replaceFile: 'Replace file',
  removeFile: 'Remove file',
  chooseFile: 'Choose a file',
  fileTooLarge:
    'This file is larger than {megabytes} MB, the most this question takes. Please choose a smaller file.',
  fileTypeRefused:
    'This file is not a {types} file. Please choose one of those (the file itself is checked, not its name).',
  fileMissing: ANSWER_FILE_TEXTS.refusals.missing,
  fileEmpty: ANSWER_FILE_TEXTS.refusals.empty,
  // Whether the server has every edit.
  allSaved: 'All changes saved',
  saving: 'Saving...',
  answersOffline: WAITING_TEXTS.answers.offline,
  answersUnreachable: WAITING_TEXTS.answers.unreachable,
  progressOffline: WAITING_TEXTS.progress.offline,
  progressUnreachable: WAITING_TEXTS.progress.unreachable,
  // The server's refusals on these pages, in the words it answers with (shared/error-codes.ts).
  submitted: TEXTS.assessment.submitted,
  completeNeedsVideo: TEXTS.assessment.completeNeedsVideo,
  completeNeedsAnswers: TEXTS.assessment.completeNeedsAnswers,
  noVideoStep: TEXTS.assessment.noVideoStep,
  videoNeedsAnswers: TEXTS.assessment.videoNeedsAnswers,
  noStepBack: TEXTS.assessment.noStepBack,
  sequenceAhead: ANSWER_SEQUENCE_AHEAD_MESSAGE,
  choiceRepeated: ANSWER_FORM_TEXTS.refusals.choiceRepeated,
  questionSkipped: 'You skipped question {number}. Press Answer it to answer it.',
  questionRequired: 'Question {number} needs an answer, so it cannot be skipped.',
  questionAnswered:
    'Question {number} already has your answer. Remove it first if you want to skip the question.',
  choiceUnknown:
    'That is not one of the options of question {number}. Please reload the page and choose again.',
  choiceSingle: 'Question {number} takes one option only.',
  questionMissing: 'Question {number} does not exist.',
  // What any call may meet: no answer, a busy or failing server (web/lib/api-client.ts holds
  // the first three for every page; a unit test holds these to them).
  cannotReach: 'Cannot reach the server. Check your connection and try again.',
  serverFailed: 'Something went wrong on the server. Please try again.',
  malformed: 'The server sent an answer this page cannot read. Please reload the page.',
  serverError:
    '{requestId, select, none {Something went wrong on our side.} other {Something went wrong on our side (request {requestId}).}}',
  tooManyRequests: ERRORS['too-many-requests'].text,
  serviceUnavailable: ERRORS['service-unavailable'].text,
  storageUnavailable: ERRORS['storage-unavailable'].text,
  storageFull: ERRORS['storage-full'].text,
} as const;
