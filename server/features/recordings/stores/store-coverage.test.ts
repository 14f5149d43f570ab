import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/roles.schema';
import { recordingLogger } from '../../../test/recording-logger';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { liveWebmBytes } from '../../../test/test-video';
import {
  listRoles,
  processedRecordingOf,
  seedCandidate,
  submitRecording,
} from '../../review/review-test-seed';
import { LocalRecordingStore } from './local-recording-store';
import { S3RecordingStore } from './s3-recording-store';
import { checkStoreCoverage, warnOfMissingRecordings } from './store-coverage';

describe.each(testDatabaseKinds())(
  'checking at start that the store holds every ready recording on %s',
  (kind) => {
    let s3: S3TestServer;
    let bucket: S3RecordingStore;
    let video: Buffer;
    let role: Role;

    beforeAll(async () => {
      s3 = await startS3TestServer('prescreen');
    });
    afterAll(async () => {
      await s3.close();
    });
    const t = useTestApp(kind);
    beforeAll(async () => {
      bucket = new S3RecordingStore(s3.settings, t.database.db);
      video = await liveWebmBytes(2);
    });
    beforeEach(async () => {
      await bucket.removeFolder('recordings');
      role = (await listRoles(t))[0] as Role;
    });

    /** Ready recordings, processed while the server kept them on local disk; their keys. */
    async function recordedOnDisk(count: number) {
      const keys: { video: string; poster: string }[] = [];
      for (let index = 0; index < count; index += 1) {
        const email = `disk${index}@test.example`;
        const candidate = await seedCandidate(t, { role, name: 'Disk Candidate', email });
        await submitRecording(t, candidate.auth, video);
        const row = await processedRecordingOf(t, candidate.id);
        keys.push({ video: row.storageKey, poster: row.posterKey });
      }
      return keys;
    }

    async function copyToBucket(key: string) {
      await bucket.withWorkFolder(async (folder) => {
        const file = path.join(folder, 'copy');
        fs.copyFileSync(path.join(t.dataDir, key), file);
        await bucket.putFile(key, file, 'application/octet-stream');
      });
    }

    it('counts the ready recordings whose video or poster the bucket lacks', async () => {
      const [first, second, third] = await recordedOnDisk(3);
      expect(await checkStoreCoverage(t.database.db, bucket)).toEqual({
        ready: 3,
        checked: 3,
        missing: 3,
      });

      for (const key of [first?.video, first?.poster, second?.video])
        await copyToBucket(key as string);
      expect(await checkStoreCoverage(t.database.db, bucket)).toEqual({
        ready: 3,
        checked: 3,
        missing: 2,
      });

      for (const key of [second?.poster, third?.video, third?.poster])
        await copyToBucket(key as string);
      expect((await checkStoreCoverage(t.database.db, bucket)).missing).toBe(0);
    });

    it('counts what is missing from local disk too', async () => {
      const [first] = await recordedOnDisk(2);
      const disk = new LocalRecordingStore(t.dataDir);
      expect((await checkStoreCoverage(t.database.db, disk)).missing).toBe(0);
      fs.rmSync(path.join(t.dataDir, first?.video as string));
      expect((await checkStoreCoverage(t.database.db, disk)).missing).toBe(1);
    });

    it('checks only the newest recordings of a large table, and says so', async () => {
      const [oldest] = await recordedOnDisk(3);
      // Moved already: of the two newest checked, both are missing.
      await copyToBucket(oldest?.video as string);
      await copyToBucket(oldest?.poster as string);
      const { logger: log, warnings } = recordingLogger();
      const limits = { maxRecordings: 2, concurrency: 1 };

      await warnOfMissingRecordings(
        t.database.db,
        { s3: s3.settings, dataDir: t.dataDir },
        log,
        limits,
      );

      expect(warnings).toEqual([
        '2 of the 2 newest of 3 ready recordings are missing from the S3 bucket prescreen; run npm run storage:migrate (docs/deploying.md)',
      ]);
    });

    it('warns once, naming how many are missing from the bucket and what to run', async () => {
      const [first] = await recordedOnDisk(2);
      await copyToBucket(first?.video as string);
      await copyToBucket(first?.poster as string);
      const { logger: log, warnings } = recordingLogger();

      await warnOfMissingRecordings(t.database.db, { s3: s3.settings, dataDir: t.dataDir }, log);

      expect(warnings).toEqual([
        '1 of 2 ready recordings is missing from the S3 bucket prescreen; run npm run storage:migrate (docs/deploying.md)',
      ]);
    });

    it('says nothing when the store holds every ready recording', async () => {
      await recordedOnDisk(1);
      const { logger: log, warnings } = recordingLogger();
      await warnOfMissingRecordings(t.database.db, { s3: undefined, dataDir: t.dataDir }, log);
      expect(warnings).toEqual([]);
    });

    it('logs a check that could not be made, without failing the start', async () => {
      await recordedOnDisk(1);
      const { logger: log, warnings } = recordingLogger();
      const unreachable = { ...s3.settings, endpoint: 'http://127.0.0.1:9' };

      await warnOfMissingRecordings(t.database.db, { s3: unreachable, dataDir: t.dataDir }, log);

      expect(warnings).toEqual([
        'could not check that the recording store holds every ready recording',
      ]);
    });
  },
);
