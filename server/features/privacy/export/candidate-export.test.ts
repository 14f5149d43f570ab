import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleInputBody } from '../../../../shared/roles.schema';
import {
  answerFiles,
  auditEvents,
  feedback,
  integrityEvents,
  invites,
  recordings,
} from '../../../db/schema';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { samplePdf } from '../../../test/sample-files';
import { EVERY_ANSWER_TYPE } from '../../../test/test-answer-types';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { databaseAndStoreCases, testDatabaseKinds } from '../../../test/test-databases';
import { addTestMember } from '../../../test/test-members';
import { candidateForRole, insertTestRole } from '../../../test/test-roles';
import { zipEntries } from '../../../test/zip-entries';
import { LocalRecordingStore } from '../../recordings/stores/local-recording-store';
import type { RecordingStore } from '../../recordings/stores/recording-store';
import { S3RecordingStore } from '../../recordings/stores/s3-recording-store';
import { saveOwnScore } from '../../scores/scores-test-helpers';
import { EXPORT_README } from './candidate-export-zip';

/** The role's questions: one of each type (0 written … 4 audio), an optional written one (5). */
const QUESTIONS: RoleInputBody['questions'] = [
  ...EVERY_ANSWER_TYPE,
  { text: 'Anything else?', guidance: '', required: false },
];

/** Stand-ins for media: the zip carries bytes as they are, whatever they are. */
const INTRODUCTION = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.alloc(90_000, 1),
]);
const VIDEO_ANSWER = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.alloc(70_000, 2),
]);
const AUDIO_UPLOAD = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(5_000, 3)]);

/** The team's own words, which the candidate's export must never carry. */
const TEAM_NOTE = 'Team note: salary expectations too high';
const TEAM_COMMENT = 'Team comment: not convinced by question 3';
const TEAM_LABEL = 'Team label: referred by Grace';

async function putBytes(store: RecordingStore, key: string, bytes: Buffer, type: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-export-')), 'file');
  fs.writeFileSync(file, bytes);
  await store.putFile(key, file, type);
}

/**
 * A candidate who did everything: registered, answered in writing and by choice, skipped the
 * optional question, sent a file, a video answer (processed), an audio answer (uploaded, never
 * processed) and the video introduction (processed), had a paste noted, left feedback, and was
 * rejected by a team that scored, commented on and wrote notes about them.
 */
async function seedEverything(t: TestApp, store: RecordingStore) {
  await insertTestRole(t, { id: 'exp', questions: QUESTIONS });
  const me = await candidateForRole(t, 'exp', { email: 'ada@test.example' });
  await t.database.db
    .update(invites)
    .set({ email: 'ada.invited@test.example', label: TEAM_LABEL, extraTime: { percent: 25 } })
    .where(eq(invites.code, me.inviteCode));
  const put = async (questionId: number, body: object) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/assessment/answers/${questionId}`,
      headers: me.auth,
      payload: { sequence: Date.now(), ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await put(0, { answer: '<p>Built a <b>bridge</b>.</p><p>Then a tunnel.</p>' });
  await put(1, { choices: [1] });
  const skip = await t.app.inject({
    method: 'POST',
    url: '/api/assessment/answers/5/skip',
    headers: me.auth,
  });
  expect(skip.statusCode, skip.body).toBe(200);

  const pdf = samplePdf();
  const fileKey = `answer-files/${me.id}/3`;
  await putBytes(store, fileKey, pdf, 'application/pdf');
  await t.database.db.insert(answerFiles).values({
    candidateId: me.id,
    questionIndex: 3,
    storageKey: fileKey,
    fileName: 'Ada Lovelace CV.pdf',
    mimeType: 'application/pdf',
    sizeBytes: pdf.length,
  });
  const introductionKey = `recordings/${me.id}/intro.webm`;
  const answerKey = `recordings/${me.id}/q2.webm`;
  await putBytes(store, introductionKey, INTRODUCTION, 'video/webm');
  await putBytes(store, answerKey, VIDEO_ANSWER, 'video/webm');
  await store.uploads.create(
    new Upload({ id: 'exp-audio-upload', offset: 0, size: AUDIO_UPLOAD.length, metadata: {} }),
  );
  await store.uploads.write(Readable.from([AUDIO_UPLOAD]), 'exp-audio-upload', 0);
  const at = new Date('2026-11-20T10:00:00Z');
  await t.database.db.insert(recordings).values([
    {
      candidateId: me.id,
      uploadId: 'exp-intro',
      status: 'processed',
      mimeType: 'video/webm',
      container: 'webm',
      storageKey: introductionKey,
      durationMs: 42_300,
      submittedAt: at,
      createdAt: at,
    },
    {
      candidateId: me.id,
      uploadId: 'exp-q2',
      status: 'processed',
      questionIndex: 2,
      mimeType: 'video/webm',
      container: 'webm',
      storageKey: answerKey,
      durationMs: 52_400,
      submittedAt: at,
      createdAt: at,
    },
    {
      candidateId: me.id,
      uploadId: 'exp-audio-upload',
      status: 'uploaded',
      questionIndex: 4,
      media: 'audio',
      mimeType: 'audio/webm;codecs=opus',
      recordedMs: 12_000,
      submittedAt: at,
      createdAt: at,
    },
    // Thrown away by Record Again (its files are gone): not theirs any more.
    {
      candidateId: me.id,
      uploadId: 'exp-q2-first-take',
      status: 'discarded',
      questionIndex: 2,
      durationMs: 9_000,
      createdAt: new Date('2026-11-20T09:00:00Z'),
    },
  ]);
  await t.database.db.insert(integrityEvents).values({
    candidateId: me.id,
    kind: 'paste',
    detail: '12 characters',
    occurredAt: at,
  });
  await t.database.db.insert(feedback).values({ candidateId: me.id, rating: 4, text: 'Smooth' });

  const review = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/candidates/${me.id}/review`,
    headers: t.admin,
    payload: { status: 'rejected', notes: TEAM_NOTE, baseVersion: 0 },
  });
  expect(review.statusCode, review.body).toBe(200);
  await saveOwnScore(t, me.id, 2);
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/admin/candidates/${me.id}/comments`,
    headers: t.admin,
    payload: { body: TEAM_COMMENT, mentions: [] },
  });
  expect(comment.statusCode, comment.body).toBe(201);
  return { me, pdf };
}

interface ExportedJson {
  registration: Record<string, unknown>;
  answers: Record<string, unknown>[];
  recordings: Record<string, unknown>[];
  files: Record<string, unknown>[];
  integrityEvents: Record<string, unknown>[];
  feedback: Record<string, unknown> | null;
  review: { status: string; decidedAt: string | null };
  devices: unknown[];
  role: unknown;
  invite: unknown;
  filesMissingFromStorage?: string[];
}

describe.each(databaseAndStoreCases())("a candidate's data export (%s)", (_name, kind, useS3) => {
  let s3: S3TestServer | null = null;
  beforeAll(async () => {
    if (useS3) s3 = await startS3TestServer();
  });
  afterAll(() => s3?.close());
  const t = useTestApp(kind, () => (s3 ? { s3: s3.settings } : {}));
  const store = (): RecordingStore =>
    s3 ? new S3RecordingStore(s3.settings, t.database.db) : new LocalRecordingStore(t.dataDir);

  it('zips their data, their media in folders and a README, and nothing of the team', async () => {
    const { me, pdf } = await seedEverything(t, store());
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${me.id}/export`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="your-data-\d{4}-\d\d-\d\d\.zip"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    const entries = await zipEntries(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'Question 03/recording.webm',
      'Question 04/Ada Lovelace CV.pdf',
      'Question 05/recording.webm',
      'README.txt',
      'Video introduction/introduction.webm',
      'data.json',
    ]);
    expect(entries.get('Video introduction/introduction.webm')?.equals(INTRODUCTION)).toBe(true);
    expect(entries.get('Question 03/recording.webm')?.equals(VIDEO_ANSWER)).toBe(true);
    // Never processed: the upload as it was recorded.
    expect(entries.get('Question 05/recording.webm')?.equals(AUDIO_UPLOAD)).toBe(true);
    expect(entries.get('Question 04/Ada Lovelace CV.pdf')?.equals(pdf)).toBe(true);
    expect(entries.get('README.txt')?.toString()).toBe(EXPORT_README);
    expect(EXPORT_README).toMatch(/scores, comments and notes/);

    const data = JSON.parse(entries.get('data.json')?.toString() ?? '') as ExportedJson;
    expect(data.registration).toMatchObject({
      name: 'Role Candidate',
      email: 'ada@test.example',
      social: 'https://profile.test.example',
      company: '',
      device: expect.objectContaining({}) as unknown,
      registeredAt: expect.stringMatching(/^\d{4}-/) as unknown,
    });
    expect(data.role).toEqual({ title: 'Test role exp', company: 'Test Company' });
    expect(data.invite).toEqual({
      sentTo: 'ada.invited@test.example',
      extraTime: { percent: 25 },
      expiresAt: expect.stringMatching(/^\d{4}-/) as unknown,
    });
    expect(data.devices).toHaveLength(1);
    expect(data.answers).toEqual([
      expect.objectContaining({
        question: 1,
        questionText: 'Tell us about a project.',
        text: 'Built a bridge.\nThen a tunnel.',
        choices: null,
        skipped: false,
      }),
      expect.objectContaining({
        question: 2,
        questionText: 'Which shift suits you?',
        choices: ['Nights'],
        skipped: false,
      }),
      expect.objectContaining({
        question: 6,
        questionText: 'Anything else?',
        text: null,
        skipped: true,
      }),
    ]);
    expect(data.recordings).toEqual([
      expect.objectContaining({
        question: null,
        questionText: 'Video introduction',
        media: 'video',
        lengthSeconds: 42.3,
        recordedAt: '2026-11-20T10:00:00.000Z',
        file: 'Video introduction/introduction.webm',
      }),
      expect.objectContaining({
        question: 3,
        questionText: 'Introduce your work.',
        lengthSeconds: 52.4,
        file: 'Question 03/recording.webm',
      }),
      expect.objectContaining({
        question: 5,
        questionText: 'Say hello.',
        media: 'audio',
        lengthSeconds: 12,
        file: 'Question 05/recording.webm',
      }),
    ]);
    expect(data.files).toEqual([
      expect.objectContaining({
        question: 4,
        questionText: 'Your CV, please.',
        fileName: 'Ada Lovelace CV.pdf',
        sizeBytes: pdf.length,
        file: 'Question 04/Ada Lovelace CV.pdf',
      }),
    ]);
    expect(data.integrityEvents).toEqual([
      { kind: 'paste', detail: '12 characters', occurredAt: '2026-11-20T10:00:00.000Z' },
    ]);
    expect(data.feedback).toMatchObject({ rating: 4, text: 'Smooth' });
    expect(data.review.status).toBe('rejected');
    expect(data.review.decidedAt).toMatch(/^\d{4}-/);
    expect(data.filesMissingFromStorage).toBeUndefined();

    // The team's assessment stays the team's: no note, comment or score in any file.
    const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toContain(TEAM_NOTE);
    expect(everything).not.toContain(TEAM_COMMENT);
    expect(everything).not.toContain(TEAM_LABEL);
    expect(JSON.stringify(data)).not.toMatch(/score|notes|comment/i);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'candidate.export'), eq(auditEvents.candidateId, me.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target).toBe('Role Candidate');
  });

  it('leaves out a file gone from storage and says so, the rest intact', async () => {
    const { me, pdf } = await seedEverything(t, store());
    await store().removeFiles(`recordings/${me.id}/q2.webm`);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${me.id}/export`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await zipEntries(response.rawPayload);
    expect(entries.has('Question 03/recording.webm')).toBe(false);
    expect(entries.get('Question 04/Ada Lovelace CV.pdf')?.equals(pdf)).toBe(true);
    const data = JSON.parse(entries.get('data.json')?.toString() ?? '') as ExportedJson;
    expect(data.filesMissingFromStorage).toEqual(['Question 03/recording.webm']);
  });
});

describe.each(testDatabaseKinds())("who may export a candidate's data (%s)", (kind) => {
  const t = useTestApp(kind);

  it('owners, admins and reviewers may; a viewer is refused and nothing is audited', async () => {
    await insertTestRole(t, { id: 'acc' });
    const me = await candidateForRole(t, 'acc');
    const url = `/api/admin/candidates/${me.id}/export`;
    for (const role of ['owner', 'admin', 'reviewer'] as const) {
      const member = await addTestMember(t.database, role, `Export ${role}`);
      const response = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
    }
    const viewer = await addTestMember(t.database, 'viewer', 'Export viewer');
    const before = await t.database.db.select().from(auditEvents);
    const refused = await t.app.inject({ method: 'GET', url, headers: viewer.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ result: false, code: 'role-forbidden' });
    expect(await t.database.db.select().from(auditEvents)).toEqual(before);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates/00000000-0000-4000-8000-0000000000ab/export',
      headers: t.admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ result: false, code: 'candidate-missing' });
  });
});
