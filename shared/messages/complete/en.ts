import { FEEDBACK_TEXTS } from '../../feedback-texts';
import { TEXTS } from '../../texts';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../video-unavailable-texts';
import { WAITING_TEXTS } from '../../waiting-texts';
import { YOUR_DATA_TEXTS } from '../../your-data-texts';

/**
 * The complete page, in English (docs/languages.md): the fixed texts (docs/product.md#texts) from
 * the texts modules, the rest written here. ICU messages: `{name}` is a value, `{count, plural,
 * …}` a count.
 */
export default {
  ...TEXTS.complete,
  pageTitle: 'Complete',
  offline: WAITING_TEXTS.completePage.offline,
  unreachable: WAITING_TEXTS.completePage.unreachable,
  // What was done and kept.
  completedFor: 'You have completed the pre-screening for {role} at {company}.',
  answersSaved: 'Your answers are saved.',
  answersAndVideoSaved: 'Your answers and your video introduction are saved.',
  answersAndReasonSaved: VIDEO_UNAVAILABLE_TEXTS.completeSentence,
  // The summary.
  questionsAnswered: 'Questions Answered',
  videoSubmitted: 'Video Submitted',
  videoComplete: 'Complete',
  videoNotRecorded: VIDEO_UNAVAILABLE_TEXTS.notRecorded,
  // The feedback form.
  howWasIt: 'How was this assessment for you?',
  yourRating: 'Your rating',
  stars: '{stars, plural, one {# star} other {# stars}}',
  feedbackLabel: 'Feedback (optional)',
  feedbackPlaceholder: 'What worked well, and what could be better?',
  sendWaitsOffline: FEEDBACK_TEXTS.sendWaitsOffline,
  // The form's checks, in the words the server answers with (shared/recording.schema.ts).
  feedbackTooLong: 'The feedback is at most 5,000 characters.',
  ratingInvalid: 'The rating must be a number from 1 to 5.',
  // Once sent.
  whatsNext: FEEDBACK_TEXTS.whatsNext,
  whatsNextBody: FEEDBACK_TEXTS.whatsNextBody,
  // The way to "Your data".
  yourDataLink: YOUR_DATA_TEXTS.completeLink,
  yourDataLinkHint: YOUR_DATA_TEXTS.completeLinkHint,
} as const;
