import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { registerTestCandidate } from '../../../test/test-candidates';
import { sendUpload, startUpload } from '../../review/review-test-seed';
import { sweepExpiredUploads, UPLOAD_EXPIRY_MS } from './expired-upload-sweep';

const HOUR_MS = 60 * 60 * 1000;

describe('what a kill left of writing an upload’s metadata', () => {
  const t = useTestApp('pglite');

  it('is removed by the upload sweep once older than the uploads’ expiry; young ones stay', async () => {
    const candidate = await registerTestCandidate(t, 'leftovers@test.example');
    const uploadId = await startUpload(t, candidate.auth);
    await sendUpload(t, candidate.auth, uploadId, Buffer.alloc(10_000, 1), false);
    const temp = path.join(t.dataDir, 'upload-metadata');
    // Each metadata write went through this folder and left nothing: it was renamed into place.
    expect(fs.readdirSync(temp)).toEqual([]);

    const now = Date.now();
    const leftover = (name: string, hoursAgo: number) => {
      const file = path.join(temp, `${name}.json`);
      fs.writeFileSync(file, '{"id":"');
      const at = new Date(now - hoursAgo * HOUR_MS);
      fs.utimesSync(file, at, at);
    };
    leftover('old-one', 25);
    leftover('old-two', 24 * 30);
    leftover('young', 1);

    await sweepExpiredUploads(
      t.database.db,
      t.app.recordingProcessor.files,
      new Date(now - UPLOAD_EXPIRY_MS),
    );

    expect(fs.readdirSync(temp)).toEqual(['young.json']);
    // The upload in progress is untouched, metadata and all.
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', `${uploadId}.json`))).toBe(true);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/recordings/uploads/${uploadId}`,
      headers: { 'tus-resumable': '1.0.0', ...candidate.auth },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('10000');
  });
});
