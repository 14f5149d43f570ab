import { WEBHOOK_EVENT_LABELS, WEBHOOK_TEXTS } from '../../webhook-texts';

/**
 * Settings → Webhooks, in English (docs/languages.md#the-workspace, docs/webhooks.md): the
 * section, its add form, the secret shown once and the delivery log. What the API says (a
 * validation's words, a deletion's status) is taken from shared/webhook-texts.ts, which the server
 * answers with, so the page can say it in its own language. A `{date}` or `{at}` comes formatted.
 */
export default {
  title: 'Webhooks',
  intro:
    'Tell an applicant tracking system when a candidate registers, finishes, is reviewed or is deleted. Each request is a JSON POST signed with the endpoint’s secret (Standard Webhooks), retried for about a day until it is answered with a 2xx.',
  onlyManagers: 'Only the team’s owners and admins manage webhooks.',
  loading: 'Loading the webhook endpoints',
  loadFailed: 'Could not load the webhook endpoints',
  tryAgain: 'Try again',
  none: 'No endpoints yet.',
  endpoints: 'Endpoints',
  events: 'Events',
  added: 'Added {date}',
  sendTest: 'Send test event',
  deliveries: 'Deliveries',
  delete: 'Delete',
  deleteTitle: 'Delete this endpoint?',
  deleteBody: 'Nothing more is sent to {url}, and its delivery log goes with it.',
  deleteConfirm: 'Delete endpoint',
  cancel: 'Cancel',
  deleted: WEBHOOK_TEXTS.deleted,
  missing: WEBHOOK_TEXTS.missing,

  addTitle: 'Add an endpoint',
  urlLabel: 'Receiver URL',
  descriptionLabel: 'Description (optional)',
  descriptionPlaceholder: 'e.g. Our applicant tracking system',
  eventRegistered: WEBHOOK_EVENT_LABELS['candidate.registered'],
  eventCompleted: WEBHOOK_EVENT_LABELS['candidate.completed'],
  eventReviewUpdated: WEBHOOK_EVENT_LABELS['review.updated'],
  eventDeleted: WEBHOOK_EVENT_LABELS['candidate.deleted'],
  addButton: 'Add endpoint',
  urlInvalid: WEBHOOK_TEXTS.urlInvalid,
  urlTooLong: WEBHOOK_TEXTS.urlTooLong,
  urlPrivate: WEBHOOK_TEXTS.urlPrivate,
  descriptionTooLong: WEBHOOK_TEXTS.descriptionTooLong,
  eventsNone: WEBHOOK_TEXTS.eventsNone,
  eventUnknown: WEBHOOK_TEXTS.eventUnknown,

  secretTitle: 'Copy the signing secret',
  secretUse: 'Your receiver at {url} checks each request’s signature with this secret.',
  secretLabel: 'Signing secret',
  secretOnce:
    'Copy it now: it won’t be shown again. If you lose it, delete the endpoint and add it again.',
  copied: 'Copied',
  copySecret: 'Copy secret',
  done: 'Done',

  deliveriesTo: 'Deliveries to {url}',
  loadingDeliveries: 'Loading the deliveries',
  deliveriesFailed: 'Could not load the deliveries',
  noDeliveries: 'Nothing sent to this endpoint yet. Send a test event to try it.',
  deliveryLabel: '{event}: {state}',
  statePending: 'Waiting to retry',
  stateSending: 'Sending',
  stateDelivered: 'Delivered',
  stateFailed: 'Failed',
  queued: 'Queued {at}',
  nextAttempt: 'next attempt {at}',
  attempts: 'Attempts',
  httpStatus: 'HTTP {code}',
  duration: '{ms} ms',
  notAttempted: 'Not attempted yet.',
  newer: 'Newer',
  older: 'Older',
  page: 'Page {page} of {pages}',
};
