import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { registerTestCandidate } from '../../../test/test-candidates';
import { testDatabaseKinds } from '../../../test/test-databases';
import { recordingLogger } from '../../../test/recording-logger';
import { writeLiveWebm } from '../../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from '../processing/ffmpeg';
import { LocalRecordingStore } from '../stores/local-recording-store';
import { RecordingProcessor } from '../processing/recording-processor';
import { findRecording, insertRecording } from '../recordings.repository';

/**
 * A server killed (SIGKILL) after tus wrote an upload's last piece and before `finishUpload`
 * recorded it leaves the upload complete on disk and its recording `uploading`: tus then answers
 * HEAD with offset = length, the browser takes the upload as done and submits, and Submit
 * Recording answered "still uploading" for good. Seen in real kills timed around the last PATCH.
 */
describe.each(testDatabaseKinds())('recovering uploads a kill left unrecorded (%s)', (kind) => {
  let tools: FfmpegTools;
  let video: Buffer;

  const t = useTestApp(kind);
  beforeAll(async () => {
    tools = (await locateFfmpeg()) as FfmpegTools;
    video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 2));
  });

  /** An upload as tus leaves it: `bytes` written, its length declared or not; still `uploading`. */
  async function uploadLeftByKill(
    files: LocalRecordingStore,
    uploadId: string,
    options: { bytes: Buffer; declaredLength: number | null },
  ) {
    const store = new FileStore({ directory: files.uploadsDir });
    await store.create(
      new Upload({ id: uploadId, offset: 0, metadata: { filetype: 'video/webm' } }),
    );
    if (options.declaredLength !== null) {
      await store.declareUploadLength(uploadId, options.declaredLength);
    }
    fs.writeFileSync(files.uploadPath(uploadId), options.bytes);
    const [candidate] = await t.database.db.select().from(candidates);
    return insertRecording(t.database.db, {
      candidateId: candidate?.id as string,
      uploadId,
      mimeType: 'video/webm',
      container: 'webm',
    });
  }

  async function restartProcessor(files: LocalRecordingStore) {
    const { logger, errors } = recordingLogger();
    const processor = new RecordingProcessor(
      t.database.db,
      files,
      () => Promise.resolve(tools),
      logger,
      20,
    );
    await processor.resume();
    await processor.idle();
    await processor.stop();
    return errors;
  }

  function freshFiles() {
    return new LocalRecordingStore(fs.mkdtempSync(path.join(t.dataDir, 'recovery-')));
  }

  it('finishes and processes an upload whose last byte arrived before the kill', async () => {
    await registerTestCandidate(t);
    const files = freshFiles();
    const row = await uploadLeftByKill(files, 'complete0upload', {
      bytes: video,
      declaredLength: video.length,
    });

    expect(await restartProcessor(files)).toEqual([]);

    const stored = await findRecording(t.database.db, row.id);
    expect(stored).toMatchObject({ status: 'processed', sizeBytes: video.length });
    expect(fs.existsSync(files.resolve(stored?.storageKey as string))).toBe(true);
  }, 60_000);

  it.each([
    ['its length declared but not all of it written', (whole: Buffer) => whole.length],
    ['its length not declared yet', () => null],
  ])('leaves an upload with %s for the browser to resume', async (_case, declared) => {
    await registerTestCandidate(t);
    const files = freshFiles();
    const bytes = video.subarray(0, video.length - 100);
    const row = await uploadLeftByKill(files, 'partial0upload', {
      bytes,
      declaredLength: declared(video),
    });

    expect(await restartProcessor(files)).toEqual([]);

    expect((await findRecording(t.database.db, row.id))?.status).toBe('uploading');
    expect(fs.statSync(files.uploadPath('partial0upload')).size).toBe(bytes.length);
  });

  it('marks a finished upload that is not a video failed, and says so', async () => {
    await registerTestCandidate(t);
    const files = freshFiles();
    const bytes = Buffer.from('not a video at all');
    const row = await uploadLeftByKill(files, 'notvideo0upload', {
      bytes,
      declaredLength: bytes.length,
    });

    expect(await restartProcessor(files)).toEqual(['a finished upload could not be recovered']);
    expect((await findRecording(t.database.db, row.id))?.status).toBe('failed');
  });
});
