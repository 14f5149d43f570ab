import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/roles.schema';
import { candidates, recordings } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import {
  listRoles,
  seedCandidate,
  sendUpload,
  startUpload,
  submitRecording,
  type SeededCandidate,
} from './review-test-seed';
import { saveOwnScore } from '../scores/scores-test-helpers';

export interface ReviewFixture {
  roles: [Role, Role];
  ada: SeededCandidate;
  bob: SeededCandidate;
  cleo: SeededCandidate;
  dan: SeededCandidate;
  eve: SeededCandidate;
}

/** Each candidate's first decision: based on version 0, the one of a candidate nobody reviewed. */
async function saveReview(t: TestApp, id: string, payload: object): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/candidates/${id}/review`,
    headers: t.admin,
    payload: { ...payload, baseVersion: 0 },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

/** A moment a minute ago plus `ms`: events the server takes as they are (never in its future). */
const minuteAgo = (ms: number) => new Date(Date.now() - 60_000 + ms).toISOString();

/**
 * Five candidates, registered in this order, covering every filter and sort:
 * - ada: role 0, 3 answers, rating 4, shortlisted, scored 5 (by the owner), video ready, completed;
 * - bob: role 1, "Bob 100%_Smith", 1 real answer and 1 blank one, over time, video uploading;
 * - cleo: role 0, no answers, rejected, scored 2, video failed;
 * - dan: role 1, 2 answers, on hold, scored 3, completed (earlier than ada);
 * - eve: role 0, nothing yet (new, no video).
 */
export async function seedReviewFixture(t: TestApp, video: Buffer): Promise<ReviewFixture> {
  const [first, second] = await listRoles(t);
  const roles = [first, second] as [Role, Role];
  const ada = await seedCandidate(t, {
    role: roles[0],
    name: 'Ada Lovelace',
    email: 'ada@test.example',
    answers: ['<p>First</p>', '<ul><li>Second</li></ul>', '<p>Third</p>'],
    feedback: { rating: 4, text: 'Smooth' },
  });
  await submitRecording(t, ada.auth, video);
  await saveReview(t, ada.id, { status: 'shortlisted' });
  await saveOwnScore(t, ada.id, 5);

  const bob = await seedCandidate(t, {
    role: roles[1],
    name: 'Bob 100%_Smith',
    email: 'Bob.Smith@Test.example',
    answers: ['<p>Yes</p>', '<p> &nbsp; </p>'],
    overTime: true,
    // One paste, and 2.5 s away from the tab (the list's and the export's integrity summary).
    events: [
      { kind: 'paste', detail: '12 characters', occurredAt: minuteAgo(0) },
      { kind: 'tab_hidden', occurredAt: minuteAgo(1_000) },
      { kind: 'tab_returned', occurredAt: minuteAgo(3_500) },
    ],
  });
  const bobUpload = await startUpload(t, bob.auth);
  await sendUpload(t, bob.auth, bobUpload, video.subarray(0, 70_000), false);

  const cleo = await seedCandidate(t, {
    role: roles[0],
    name: 'Cleo Brown',
    email: 'cleo@test.example',
  });
  await startUpload(t, cleo.auth);
  await t.database.db
    .update(recordings)
    .set({ status: 'failed' })
    .where(eq(recordings.candidateId, cleo.id));
  await saveReview(t, cleo.id, { status: 'rejected' });
  await saveOwnScore(t, cleo.id, 2);

  const dan = await seedCandidate(t, {
    role: roles[1],
    name: 'Dan Green',
    email: 'dan@test.example',
    answers: ['<p>One</p>', undefined, '<p>Three</p>'],
  });
  await t.database.db
    .update(candidates)
    .set({ completedAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(candidates.id, dan.id));
  await saveReview(t, dan.id, { status: 'on_hold' });
  await saveOwnScore(t, dan.id, 3);

  const eve = await seedCandidate(t, {
    role: roles[0],
    name: 'Eve 100 Percent',
    email: 'eve@test.example',
  });
  return { roles, ada, bob, cleo, dan, eve };
}
