import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { CreateInviteResponse } from '../../../../shared/invites.schema';
import type { RegistrationResponse } from '../../../../shared/registration.schema';
import {
  answerFiles,
  answers,
  auditEvents,
  candidates,
  feedback,
  integrityEvents,
  mailOutbox,
  recordings,
  reviewChanges,
  reviewComments,
  reviewScores,
  reviews,
  shareFeedback,
  shareLinks,
  shareVisits,
  tusUploads,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema';
import { EVERY_ANSWER_TYPE } from '../../../test/test-answer-types';
import type { TestApp } from '../../../test/test-app';
import { TEST_DEVICE } from '../../../test/test-device';
import { insertTestRole } from '../../../test/test-roles';
import { LocalRecordingStore } from '../../recordings/stores/local-recording-store';
import { candidateFolder, type RecordingStore } from '../../recordings/stores/recording-store';
import { OWNER_MEMBER_ID } from '../../team/owner';

/** A person whose every trace a deletion must remove: unique words, found wherever they are. */
export interface SeededPerson {
  id: string;
  name: string;
  email: string;
  inviteCode: string;
  /** The stored files and uploads of theirs (keys, and upload ids). */
  keys: string[];
  uploads: string[];
}

/** A local file with these bytes, for `putFile`. */
function localFile(bytes: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-seed-')), 'file');
  fs.writeFileSync(file, bytes);
  return file;
}

/** An upload in progress, as tus keeps it in this store. */
async function seedUpload(t: TestApp, files: RecordingStore, uploadId: string, bytes: string) {
  if (files instanceof LocalRecordingStore) {
    fs.writeFileSync(files.uploadPath(uploadId), bytes);
    const metadata = { id: uploadId, creation_date: new Date().toISOString() };
    fs.writeFileSync(`${files.uploadPath(uploadId)}.json`, JSON.stringify(metadata));
  } else {
    await t.database.db.insert(tusUploads).values({ id: uploadId, offset: 0 });
  }
}

/**
 * A candidate of a role with every answer type, and everything the product keeps of a person:
 * registration and sessions, answers of each type, recordings (processed, discarded, in progress)
 * with posters and uploads, an answer file, events, feedback, the review with notes, scores and
 * comments, a share link of theirs with its visits and a guest's feedback, their invite with its
 * address and label, queued mails, webhook deliveries and audit entries about them. Their name
 * and email are written wherever the product would write them, and their files hold the name.
 */
export async function seedEverything(
  t: TestApp,
  files: RecordingStore,
  roleId: string,
): Promise<SeededPerson> {
  const tag = randomUUID().slice(0, 8);
  const name = `Zelda Q${tag}`;
  const email = `zelda.${tag}@erase.example`;
  const { db } = t.database;
  await insertTestRole(t, { id: roleId, questions: EVERY_ANSWER_TYPE });
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/invite-codes/add',
    headers: t.admin,
    payload: { identifyCode: roleId, label: name, email },
  });
  if (invite.statusCode !== 200) throw new Error(invite.body);
  const inviteCode = invite.json<CreateInviteResponse>().data.inviteCode;
  const registration = await t.app.inject({
    method: 'POST',
    url: '/now-assessment',
    payload: {
      name,
      email,
      social: `https://profiles.example/${tag}`,
      company: `Company of ${name}`,
      uuid: '',
      invitecode: inviteCode,
      data: TEST_DEVICE,
    },
  });
  if (registration.statusCode !== 200) throw new Error(registration.body);
  void registration.json<RegistrationResponse>();
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.inviteCode, inviteCode));
  if (!row) throw new Error('the candidate was not stored');
  const id = row.id;
  const folder = candidateFolder(id);

  await db.insert(answers).values([
    {
      candidateId: id,
      questionIndex: 0,
      question: 'Q',
      html: `<p>I am ${name}</p>`,
      sequence: 1,
      hasText: true,
      plainText: `I am ${name}`,
    },
    {
      candidateId: id,
      questionIndex: 1,
      question: 'Q',
      html: '',
      sequence: 1,
      hasText: false,
      choices: [0],
      unmatched: false,
    },
    {
      candidateId: id,
      questionIndex: 4,
      question: 'Q',
      html: '',
      sequence: 1,
      hasText: false,
      skipped: true,
    },
  ]);
  const keys: string[] = [];
  const uploads: string[] = [];
  const recording = async (
    questionIndex: number | null,
    status: 'processed' | 'discarded' | 'uploading',
  ) => {
    const recordingId = randomUUID();
    const uploadId = randomUUID().replaceAll('-', '');
    const processed = status !== 'uploading';
    const video = processed ? path.posix.join(folder, `${recordingId}.webm`) : null;
    const poster = processed ? path.posix.join(folder, `${recordingId}.jpg`) : null;
    if (video && poster) {
      await files.putFile(video, localFile(`video of ${name}`), 'video/webm');
      await files.putFile(poster, localFile(`poster of ${name}`), 'image/jpeg');
      keys.push(video, poster);
    } else {
      await seedUpload(t, files, uploadId, `upload of ${name}`);
    }
    uploads.push(uploadId);
    await db.insert(recordings).values({
      id: recordingId,
      candidateId: id,
      uploadId,
      status,
      questionIndex,
      storageKey: video,
      posterKey: poster,
      processingError: `failed for ${name}`,
    });
  };
  await recording(null, 'processed');
  await recording(2, 'discarded');
  await recording(2, 'processed');
  await recording(4, 'uploading');
  const fileKey = path.posix.join(folder, 'answers', `3-${randomUUID()}`);
  await files.putFile(fileKey, localFile(`CV of ${name}`), 'application/pdf');
  keys.push(fileKey);
  await db.insert(answerFiles).values({
    candidateId: id,
    questionIndex: 3,
    storageKey: fileKey,
    fileName: `${name} CV.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 10,
  });
  await db.insert(feedback).values({ candidateId: id, rating: 4, text: `Thanks, ${name}` });
  await db.insert(integrityEvents).values({ candidateId: id, kind: 'paste', detail: name });
  await db
    .insert(reviews)
    .values({ candidateId: id, status: 'rejected', notes: `${name} is ${email}` });
  await db
    .insert(reviewChanges)
    .values({ candidateId: id, actor: 'Owner', field: 'notes', value: name });
  await db.insert(reviewScores).values({ candidateId: id, memberId: OWNER_MEMBER_ID, score: 3 });
  await db
    .insert(reviewComments)
    .values({ candidateId: id, memberId: OWNER_MEMBER_ID, body: `Ask ${name}` });
  const [share] = await db
    .insert(shareLinks)
    .values({
      tokenHash: randomUUID().replaceAll('-', ''),
      label: `For ${name}`,
      candidateId: id,
      createdBy: OWNER_MEMBER_ID,
      expiresAt: new Date(Date.now() + 86_400_000),
      allowFeedback: true,
    })
    .returning({ id: shareLinks.id });
  const shareId = share?.id as string;
  await db.insert(shareVisits).values({ shareId });
  await db
    .insert(shareFeedback)
    .values({ shareId, candidateId: id, visitorName: 'Guest', comment: `Hire ${name}` });
  await db.insert(auditEvents).values([
    {
      actorName: 'Owner',
      action: 'share.create',
      target: `For ${name}`,
      detail: { shareId, candidateId: id },
    },
    {
      actorName: 'Share visitor',
      action: 'share.visit',
      target: `For ${name}`,
      detail: { shareId },
    },
    {
      actorName: 'Owner',
      action: 'recording.reprocess',
      target: name,
      detail: { candidateId: id },
      candidateId: id,
    },
    {
      actorName: 'Owner',
      action: 'invite.revoke',
      target: `Role: ${name}`,
      detail: { code: inviteCode, email },
    },
    {
      actorName: 'Owner',
      action: 'invites.bulk',
      target: 'Role',
      detail: { count: 2, send: true, emails: [email.toUpperCase(), 'someone.else@team.example'] },
    },
  ]);
  await db.insert(mailOutbox).values([
    {
      kind: 'invite',
      dedupeKey: `invite:${inviteCode}:x`,
      inviteCode,
      toAddress: email,
      subject: `Hello ${name}`,
      html: name,
      text: name,
    },
    {
      kind: 'received',
      dedupeKey: `received:${id}`,
      inviteCode,
      candidateId: id,
      toAddress: email,
      subject: 'Thanks',
      html: name,
      text: name,
    },
    {
      kind: 'completed',
      dedupeKey: `completed:${id}:o`,
      candidateId: id,
      toAddress: 'owner@team.example',
      subject: `${name} finished`,
      html: name,
      text: name,
    },
  ]);
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      url: 'https://ats.example/hook',
      events: ['candidate.registered', 'candidate.deleted'],
      secret: 'whsec_x',
    })
    .returning({ id: webhookEndpoints.id });
  const payload = JSON.stringify({
    type: 'candidate.registered',
    data: { id, name, email, inviteCode },
  });
  await db.insert(webhookDeliveries).values([
    {
      id: `msg_${tag}a`,
      endpointId: endpoint?.id as string,
      event: 'candidate.registered',
      payload,
      candidateId: id,
      status: 'delivered',
    },
  ]);
  return { id, name, email, inviteCode, keys, uploads };
}
