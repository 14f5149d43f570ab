import { eq, sql } from 'drizzle-orm';
import type { CreateInviteResponse, ExtraTime } from '../../../shared/invites.schema';
import type { RegistrationResponse } from '../../../shared/registration.schema';
import type { Role } from '../../../shared/roles.schema';
import type { IntegrityEventKind } from '../../../shared/assessment.schema';
import { candidates, recordings } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { TEST_DEVICE } from '../../test/test-device';

export { TEST_DEVICE };

export interface SeedOptions {
  role: Role;
  name: string;
  email: string;
  /** Answer HTML per question index; undefined leaves a question unanswered. */
  answers?: (string | undefined)[];
  events?: { kind: IntegrityEventKind; detail?: string; occurredAt: string }[];
  feedback?: { rating?: number; text: string };
  /** Starts the clock 30 minutes ago before answering, so the candidate runs over time. */
  overTime?: boolean;
  /** The invite's accommodation. */
  extraTime?: ExtraTime;
}

export interface SeededCandidate {
  id: string;
  unique: string;
  inviteCode: string;
  auth: { authorization: string };
}

export async function listRoles(t: TestApp): Promise<Role[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin });
  return response.json<Role[]>();
}

let feedbackSent = 0;

/** A candidate made through the real API: invite, registration, answers, events, feedback. */
export async function seedCandidate(t: TestApp, options: SeedOptions): Promise<SeededCandidate> {
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/invite-codes/add',
    headers: t.admin,
    payload: { identifyCode: options.role.id, extraTime: options.extraTime },
  });
  const inviteCode = invite.json<CreateInviteResponse>().data.inviteCode;
  const registration = await t.app.inject({
    method: 'POST',
    url: '/now-assessment',
    payload: {
      name: options.name,
      email: options.email,
      social: 'https://profile.test.example',
      company: '',
      uuid: '',
      invitecode: inviteCode,
      experience: '2-3',
      data: TEST_DEVICE,
    },
  });
  if (registration.statusCode !== 200) throw new Error(registration.body);
  const unique = registration.json<RegistrationResponse>().unique;
  const auth = { authorization: `Bearer ${unique}` };
  const [row] = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.inviteCode, inviteCode));
  const id = row?.id as string;
  if (options.overTime) {
    await t.database.db
      .update(candidates)
      .set({ startedAt: sql`now() - interval '30 minutes'` })
      .where(eq(candidates.id, id));
  }
  for (const [index, html] of (options.answers ?? []).entries()) {
    if (html === undefined) continue;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/assessment/answers/${index}`,
      headers: auth,
      payload: { answer: html, sequence: 1 },
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  }
  for (const event of options.events ?? []) {
    await t.app.inject({
      method: 'POST',
      url: '/api/assessment/events',
      headers: auth,
      payload: event,
    });
  }
  if (options.feedback) {
    // Each from an address of its own, as each candidate's is: the limit is 20 a minute for one.
    feedbackSent += 1;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/feedback',
      remoteAddress: `10.199.${Math.floor(feedbackSent / 250) % 250}.${(feedbackSent % 250) + 1}`,
      payload: { unique, feedback: options.feedback.text, rating: options.feedback.rating },
    });
    if (sent.statusCode !== 200) throw new Error(sent.body);
  }
  return { id, unique, inviteCode, auth };
}

const TUS = { 'tus-resumable': '1.0.0' };

/** Starts a tus upload as the recorder does; answers its id (the recording is `uploading`). */
export async function startUpload(t: TestApp, auth: { authorization: string }): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/recordings/uploads',
    headers: {
      ...TUS,
      ...auth,
      'upload-defer-length': '1',
      'upload-metadata': `filetype ${Buffer.from('video/webm;codecs=vp8,opus').toString('base64')}`,
    },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  return String(created.headers.location).split('/').pop() as string;
}

/** Sends the body in 64 KiB PATCHes; `finish` gives the final length on the last one. */
export async function sendUpload(
  t: TestApp,
  auth: { authorization: string },
  uploadId: string,
  body: Buffer,
  finish = true,
): Promise<void> {
  const step = 64 * 1024;
  for (let offset = 0; offset < body.length; offset += step) {
    const final = finish && offset + step >= body.length;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: {
        ...TUS,
        ...auth,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        ...(final ? { 'upload-length': String(body.length) } : {}),
      },
      payload: body.subarray(offset, offset + step),
    });
    if (response.statusCode !== 204) throw new Error(response.body);
  }
}

/** Uploads a whole recording, waits for ffmpeg and submits it: the video is ready. */
export async function submitRecording(
  t: TestApp,
  auth: { authorization: string },
  video: Buffer,
): Promise<string> {
  const uploadId = await startUpload(t, auth);
  await sendUpload(t, auth, uploadId, video);
  await t.app.recordingProcessor.idle();
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/assessment/video',
    headers: auth,
    payload: { uploadId, recordedMs: 3000, endToCompleteMs: 40 },
  });
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  return uploadId;
}

/** A candidate's recording once processed, with the keys of its video and poster. */
export async function processedRecordingOf(t: TestApp, candidateId: string) {
  const [row] = await t.database.db
    .select()
    .from(recordings)
    .where(eq(recordings.candidateId, candidateId));
  if (!row?.storageKey || !row.posterKey) throw new Error('the recording was not processed');
  return { ...row, storageKey: row.storageKey, posterKey: row.posterKey };
}
