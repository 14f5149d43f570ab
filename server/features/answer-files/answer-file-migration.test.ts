import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFiles } from '../../db/schema';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { candidateForRole, insertTestRole } from '../../test/test-roles';
import { LocalRecordingStore } from '../recordings/stores/local-recording-store';
import { S3RecordingStore } from '../recordings/stores/s3-recording-store';
import { copyAnswerFiles } from './answer-file-migration.service';
import { samplePdf, samplePng } from '../../test/sample-files';

describe.each(testDatabaseKinds())('moving file answers to the bucket (%s)', (kind) => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(() => s3.close());
  const t = useTestApp(kind);

  it('copies each file answer from the data folder to the bucket, verified, once', async () => {
    await insertTestRole(t, {
      id: 'mv1',
      questions: [
        { text: 'Your CV', guidance: '', answer: { type: 'file', maxMegabytes: 1 } },
        { text: 'A sample', guidance: '', answer: { type: 'file', maxMegabytes: 1 } },
      ],
    });
    const me = await candidateForRole(t, 'mv1');
    const files = [samplePdf(), samplePng()];
    for (const [index, bytes] of files.entries()) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/assessment/answers/${index}/file`,
        headers: { ...me.auth, 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const rows = await t.database.db.select().from(answerFiles);
    const local = new LocalRecordingStore(t.dataDir);
    const bucket = new S3RecordingStore(s3.settings, t.database.db);
    await bucket.open();
    // One of them is gone from the disk: reported, the other still copied.
    const gone = rows.find((row) => row.questionIndex === 1)?.storageKey as string;
    const kept = rows.find((row) => row.questionIndex === 0)?.storageKey as string;
    const goneBytes = fs.readFileSync(path.join(t.dataDir, gone));
    fs.rmSync(path.join(t.dataDir, gone));

    const first = await copyAnswerFiles(t.database.db, local, bucket);
    expect(first).toEqual({ files: 2, copied: 1, alreadyThere: 0, missingLocally: 1, failed: 0 });
    const copiedBack: Buffer[] = [];
    for await (const chunk of await bucket.readFile(kept)) copiedBack.push(chunk as Buffer);
    expect(Buffer.concat(copiedBack).equals(files[0] as Buffer)).toBe(true);

    fs.writeFileSync(path.join(t.dataDir, gone), goneBytes);
    const second = await copyAnswerFiles(t.database.db, local, bucket);
    expect(second).toEqual({ files: 2, copied: 1, alreadyThere: 1, missingLocally: 0, failed: 0 });
  });
});
