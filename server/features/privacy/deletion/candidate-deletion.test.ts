import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, candidateDeletions, invites, mailOutbox } from '../../../db/schema';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { databaseAndStoreCases } from '../../../test/test-databases';
import { LocalRecordingStore } from '../../recordings/stores/local-recording-store';
import type { RecordingStore } from '../../recordings/stores/recording-store';
import { S3RecordingStore } from '../../recordings/stores/s3-recording-store';
import { deleteCandidateForGood, ERASURE_ACTOR } from './candidate-deletion.service';
import { seedEverything, type SeededPerson } from './deletion-test-seed';
import { bucketTraces, databaseTraces, folderTraces } from './deletion-traces';

describe.each(databaseAndStoreCases())('deleting a candidate for good (%s)', (_name, kind, s3) => {
  let bucket: S3TestServer | undefined;
  beforeAll(async () => {
    if (s3) bucket = await startS3TestServer();
  });
  const t: TestApp = useTestApp(kind, () => (bucket ? { s3: bucket.settings } : {}));
  afterAll(async () => bucket?.close());
  const store = (): RecordingStore =>
    bucket
      ? new S3RecordingStore(bucket.settings, t.database.db)
      : new LocalRecordingStore(t.dataDir);

  /** Where the person's words are in storage, their tombstone (their id alone) aside. */
  async function storageTraces(person: SeededPerson): Promise<string[]> {
    const words = [person.id, person.name, person.email];
    const found = bucket
      ? await bucketTraces(bucket.settings, words)
      : folderTraces(t.dataDir, words);
    return found.filter((trace) => !trace.includes(`deletions/${person.id}: ${person.id}`));
  }

  async function stillStored(files: RecordingStore, person: SeededPerson) {
    const kept: string[] = [];
    for (const key of person.keys) if (await files.statFile(key)) kept.push(key);
    for (const upload of person.uploads) if (await files.holdsUpload(upload)) kept.push(upload);
    return kept;
  }

  it('leaves nothing of them in any column of any table nor in storage, and everyone else', async () => {
    const files = store();
    const person = await seedEverything(t, files, 'zda');
    const other = await seedEverything(t, files, 'zdb');
    const words = [person.id, person.name, person.email];
    // The search finds them wherever the product wrote them before the deletion.
    const before = await databaseTraces(t.database.db, person.id, words);
    for (const place of [
      'candidates.name',
      'answers.html',
      'invites.email',
      'invites.label',
      'audit_events.target',
      'mail_outbox.to_address',
      'webhook_deliveries.payload',
      'share_links.label',
      'review_comments.body',
    ])
      expect(
        before.some((trace) => trace.startsWith(`${place}:`)),
        place,
      ).toBe(true);
    expect(await stillStored(files, person)).toHaveLength(person.keys.length + 1);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${person.id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await databaseTraces(t.database.db, person.id, words)).toEqual([]);
    expect(await stillStored(files, person)).toEqual([]);
    expect(await storageTraces(person)).toEqual([]);
    expect(await files.listTombstones()).toContain(person.id);
    const [record] = await t.database.db
      .select()
      .from(candidateDeletions)
      .where(eq(candidateDeletions.candidateId, person.id));
    expect(record).toMatchObject({ reason: 'team', files: null });
    expect(record?.filesRemovedAt).toBeInstanceOf(Date);
    const [invite] = await t.database.db
      .select()
      .from(invites)
      .where(eq(invites.code, person.inviteCode));
    expect(invite).toMatchObject({ email: null, label: null });
    expect(invite?.revokedAt).toBeInstanceOf(Date);
    const entries = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.candidateId, person.id));
    expect(entries.find((entry) => entry.action === 'candidate.delete')).toMatchObject({
      actorName: 'Owner',
      detail: { reason: 'team' },
    });
    // The entries about them stay, their names blanked: the invite's, the share's, the reprocess.
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'candidate.delete',
      'invite.create',
      'invite.revoke',
      'recording.reprocess',
      'share.create',
      'share.visit',
    ]);
    for (const entry of entries.filter((one) => one.action !== 'candidate.delete'))
      expect(entry.target).toBe('Deleted candidate');

    // The other candidate keeps everything.
    expect(await stillStored(files, other)).toHaveLength(other.keys.length + 1);
    const theirs = await databaseTraces(t.database.db, other.id, [other.name]);
    expect(theirs).toContain('candidates.name: ' + other.name);
    expect(theirs).toContain('review_comments.body: ' + other.name);
  });

  it('mails the erased candidate that it is done, with mail on, naming nothing of theirs', async () => {
    const files = store();
    const person = await seedEverything(t, files, 'zdc');
    const mail = { enabled: true, origin: 'https://team.example', wake: () => undefined };
    const context = { db: t.database.db, files, webhooks: t.app.webhooks, mail, log: t.app.log };
    const request = { reason: 'erasure' as const, actor: ERASURE_ACTOR };
    expect(await deleteCandidateForGood(context, person.id, request)).toBe('deleted');
    expect(await deleteCandidateForGood(context, person.id, request)).toBe('gone');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'erasure-done'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: person.email,
      candidateId: null,
      inviteCode: null,
    });
    expect(`${mails[0]?.subject} ${mails[0]?.text}`).not.toContain(person.name);
    expect(mails[0]?.text).toContain('erased');
    const words = [person.id, person.name, person.email];
    expect(await databaseTraces(t.database.db, person.id, words)).toEqual([]);
  });

  it('answers 404 for a candidate who is not there, and saves nothing', async () => {
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/candidates/00000000-0000-4000-8000-000000000000',
      headers: t.admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.select().from(candidateDeletions)).toEqual([]);
  });
});
