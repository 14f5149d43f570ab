import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { candidates } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerTestCandidate } from '../../../test/test-candidates';
import { testDatabaseKinds } from '../../../test/test-databases';
import { recordingLogger } from '../../../test/recording-logger';
import { writeLiveWebm } from '../../../test/test-video';
import { locateFfmpeg, type FfmpegTools } from './ffmpeg';
import { LocalRecordingStore } from '../stores/local-recording-store';
import { RecordingProcessor } from './recording-processor';
import { findRecording, insertRecording } from '../recordings.repository';

/**
 * The real database behind a wrapper that makes the next call of the named query builders fail,
 * as a dropped connection or a restarting database server would.
 */
function faultyDatabase(db: Database) {
  const failing: string[] = [];
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (typeof property === 'string' && failing[0] === property) {
        failing.shift();
        return () => {
          throw new Error('Connection terminated unexpectedly');
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return {
    db: wrapped,
    failNext: (...methods: ('select' | 'update')[]) => failing.push(...methods),
  };
}

describe.each(testDatabaseKinds())('recording processor (%s)', (kind) => {
  let t: TestApp;
  let tools: FfmpegTools;
  let video: Buffer;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    t = await createTestApp(kind);
    tools = (await locateFfmpeg()) as FfmpegTools;
    video = fs.readFileSync(await writeLiveWebm(tools.ffmpeg, 2));
    process.on('unhandledRejection', onUnhandled);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await t.close();
  });
  beforeEach(() => t.reset());
  afterEach(() => expect(unhandled.splice(0)).toEqual([]));

  /** Finished uploads of two candidates (one live recording each), waiting for processing. */
  async function twoUploadedRecordings(files: LocalRecordingStore) {
    await registerTestCandidate(t, 'first@test.example');
    await registerTestCandidate(t, 'second@test.example');
    const twoCandidates = await t.database.db.select().from(candidates);
    const rows = [];
    for (const [index, uploadId] of ['first0upload', 'second0upload'].entries()) {
      fs.mkdirSync(files.uploadsDir, { recursive: true });
      fs.writeFileSync(files.uploadPath(uploadId), video);
      rows.push(
        await insertRecording(t.database.db, {
          candidateId: twoCandidates[index]?.id as string,
          uploadId,
          mimeType: 'video/webm',
          container: 'webm',
          status: 'uploaded',
          sizeBytes: video.length,
          finishedAt: new Date(),
        }),
      );
    }
    return rows;
  }

  it.each([
    ['reading the recording fails', ['select'] as const],
    ['recording the outcome fails', ['update'] as const],
    ['recording the outcome and then the failure fail', ['update', 'update'] as const],
  ])(
    'keeps running when %s, processes the next one, and retries',
    async (_case, failures) => {
      const files = new LocalRecordingStore(fs.mkdtempSync(path.join(t.dataDir, 'processor-')));
      const [first, second] = await twoUploadedRecordings(files);
      const faulty = faultyDatabase(t.database.db);
      const { logger, errors } = recordingLogger();
      const processor = new RecordingProcessor(
        faulty.db,
        files,
        () => Promise.resolve(tools),
        logger,
        20,
      );
      try {
        faulty.failNext(...failures);
        processor.enqueue(first?.id as string);
        processor.enqueue(second?.id as string);
        await processor.idle();

        expect(errors).toContain('recording processing failed');
        for (const row of [first, second]) {
          const stored = await findRecording(t.database.db, row?.id as string);
          expect(stored?.status).toBe('processed');
          expect(fs.existsSync(files.resolve(stored?.storageKey as string))).toBe(true);
        }
      } finally {
        await processor.stop();
      }
      // Two ffmpeg runs and a retry: seconds on a busy 2-core machine, not a hang.
    },
    60_000,
  );

  /** ffmpeg behind a script that notes when each run begins and ends (and takes 0.3 s longer). */
  function loggedFfmpeg(folder: string) {
    const log = path.join(folder, 'ffmpeg-runs.log');
    const script = path.join(folder, 'ffmpeg-logged.sh');
    fs.writeFileSync(
      script,
      `#!/bin/sh\necho begin >> '${log}'\nsleep 0.3\n'${tools.ffmpeg}' "$@"\ncode=$?\necho end >> '${log}'\nexit $code\n`,
      { mode: 0o755 },
    );
    /** The most ffmpeg runs that were going at once. */
    const mostAtOnce = () => {
      let running = 0;
      let most = 0;
      for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
        running += line === 'begin' ? 1 : line === 'end' ? -1 : 0;
        most = Math.max(most, running);
      }
      return most;
    };
    return { tools: { ...tools, ffmpeg: script }, mostAtOnce };
  }

  it.each([1, 2])(
    'processes as many recordings at once as it is allowed (%i)',
    async (concurrency) => {
      const files = new LocalRecordingStore(fs.mkdtempSync(path.join(t.dataDir, 'processor-')));
      const [first, second] = await twoUploadedRecordings(files);
      const logged = loggedFfmpeg(files.dataDir);
      const { logger } = recordingLogger();
      const processor = new RecordingProcessor(
        t.database.db,
        files,
        () => Promise.resolve(logged.tools),
        logger,
        20,
        concurrency,
      );
      try {
        processor.enqueue(first?.id as string);
        processor.enqueue(second?.id as string);
        await processor.idle();
        for (const row of [first, second]) {
          expect((await findRecording(t.database.db, row?.id as string))?.status).toBe('processed');
        }
        expect(logged.mostAtOnce()).toBe(concurrency);
      } finally {
        await processor.stop();
      }
    },
    60_000,
  );

  it('runs every ffmpeg on its input as the declared container, reading local files only', async () => {
    const files = new LocalRecordingStore(fs.mkdtempSync(path.join(t.dataDir, 'processor-')));
    const [first] = await twoUploadedRecordings(files);
    const argsLog = path.join(files.dataDir, 'ffmpeg-args.log');
    /** The tool behind a script that notes the arguments of each run. */
    const logged = (tool: string) => {
      const script = path.join(files.dataDir, `${path.basename(tool)}-args.sh`);
      fs.writeFileSync(script, `#!/bin/sh\necho "$*" >> '${argsLog}'\nexec '${tool}' "$@"\n`, {
        mode: 0o755,
      });
      return script;
    };
    const processor = new RecordingProcessor(
      t.database.db,
      files,
      () =>
        Promise.resolve({
          ...tools,
          ffmpeg: logged(tools.ffmpeg),
          ffprobe: tools.ffprobe && logged(tools.ffprobe),
        }),
      recordingLogger().logger,
      20,
    );
    try {
      processor.enqueue(first?.id as string);
      await processor.idle();
      expect((await findRecording(t.database.db, first?.id as string))?.status).toBe('processed');
    } finally {
      await processor.stop();
    }
    const runs = fs.readFileSync(argsLog, 'utf8').trim().split('\n');
    // Inspection, remux, the remuxed file's duration (by ffprobe where there is one), the poster.
    expect(runs, runs.join('\n')).toHaveLength(4);
    for (const run of runs) {
      expect(run.match(/ -i /g)).toHaveLength(1);
      expect(run).toMatch(/ -protocol_whitelist file -f webm -i \S+/);
    }
  }, 60_000);

  it('looks for ffmpeg once, at start, however many recordings it then processes', async () => {
    const files = new LocalRecordingStore(fs.mkdtempSync(path.join(t.dataDir, 'processor-')));
    let lookups = 0;
    const processor = new RecordingProcessor(
      t.database.db,
      files,
      () => {
        lookups += 1;
        return Promise.resolve(tools);
      },
      recordingLogger().logger,
      20,
    );
    try {
      // Each lookup starts a process; the larger the server has grown, the longer that holds it.
      await processor.resume();
      expect(lookups).toBe(1);
      const [first, second] = await twoUploadedRecordings(files);
      processor.enqueue(first?.id as string);
      processor.enqueue(second?.id as string);
      await processor.idle();
      for (const row of [first, second]) {
        expect((await findRecording(t.database.db, row?.id as string))?.status).toBe('processed');
      }
      expect(lookups).toBe(1);
    } finally {
      await processor.stop();
    }
  }, 60_000);
});
