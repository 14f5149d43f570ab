/** What the team reads about webhooks (`docs/webhooks.md`). */
export const WEBHOOK_TEXTS = {
  created: 'Endpoint added. Copy its signing secret now: it is shown only once.',
  deleted: 'Endpoint deleted. Nothing more is sent to it.',
  missing: 'There is no such webhook endpoint.',
  testQueued: 'Test event queued. Its delivery appears in the log in a moment.',
  urlInvalid: 'Enter the full address of the receiver, starting with https:// or http://.',
  urlTooLong: 'A webhook address is at most 2000 characters.',
  urlPrivate:
    'This address is on a private or loopback network, where webhooks are not sent. Use a public address, or set WEBHOOKS_ALLOW_PRIVATE=true on the server.',
  descriptionTooLong: 'A description is at most 120 characters.',
  eventsNone: 'Choose at least one event.',
  eventUnknown:
    'The events are candidate.registered, candidate.completed, review.updated and candidate.deleted.',
  /** Why an attempt was not made, written to its row in the delivery log. */
  refusedPrivate: (address: string) =>
    `Not sent: the receiver's address ${address} is private or loopback (WEBHOOKS_ALLOW_PRIVATE is off).`,
  timedOut: 'No answer within 10 seconds.',
} as const;

/** What each event means, for the add form and the reference. */
export const WEBHOOK_EVENT_LABELS = {
  'candidate.registered': 'A candidate registered with an invite',
  'candidate.completed': 'A candidate finished (after their video was processed)',
  'review.updated': "A candidate's review status, notes or a score changed",
  'candidate.deleted': 'A candidate was deleted',
} as const;
