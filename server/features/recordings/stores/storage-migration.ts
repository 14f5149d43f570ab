import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../../db/client';
import { forEachLimited } from './limited-concurrency';
import type { RecordingStore } from './recording-store';
import { listReadyRecordingFiles, type ReadyRecordingFiles } from './stored-recordings.repository';

export type CopyOutcome = 'copied' | 'already there' | 'missing locally' | 'failed';

/** What became of one stored file (a video or a poster). */
export interface CopiedFile {
  key: string;
  outcome: CopyOutcome;
  /** Its size, where it was read. */
  bytes?: number;
  /** Why it failed. */
  reason?: string;
}

export interface CopySummary {
  recordings: number;
  copied: number;
  alreadyThere: number;
  missingLocally: number;
  failed: number;
}

interface Fingerprint {
  bytes: number;
  sha256: string;
}

const PAGE = 500;
/** Files in flight at once: enough to hide a bucket's latency, few enough for one disk. */
const CONCURRENCY = 4;

/** The size and SHA-256 of a stream's bytes, written on to `file` when given. */
async function fingerprintOf(stream: Readable, file?: string): Promise<Fingerprint> {
  const hash = createHash('sha256');
  let bytes = 0;
  const count = (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
    return chunk;
  };
  if (file) {
    await pipeline(
      stream,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) yield count(chunk);
      },
      fs.createWriteStream(file),
    );
  } else {
    for await (const chunk of stream) count(chunk as Buffer);
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Why what the target holds under a key is not the file that was meant; null when it is. */
async function differenceFrom(
  target: RecordingStore,
  key: string,
  expected: Fingerprint,
): Promise<string | null> {
  const stat = await target.statFile(key);
  if (!stat) return 'the file is not in the target store after copying';
  if (stat.size !== expected.bytes)
    return `the target store holds ${stat.size} bytes under this key, the local file ${expected.bytes}`;
  const readBack = await fingerprintOf(await target.readFile(key));
  if (readBack.bytes !== expected.bytes || readBack.sha256 !== expected.sha256)
    return 'the target store holds different bytes under this key (SHA-256 differs)';
  return null;
}

/**
 * Copies one file unless the target holds it already, then checks what the target holds: its
 * size and the SHA-256 of its bytes read back must be those of the local file. A different file
 * already under the key is reported, never overwritten: which one is right is the operator's call.
 */
export async function copyOne(
  source: RecordingStore,
  target: RecordingStore,
  key: string,
  contentType: string,
): Promise<CopiedFile> {
  try {
    const local = await source.statFile(key);
    const stored = await target.statFile(key);
    if (!local)
      return { key, outcome: stored ? 'already there' : 'missing locally', bytes: stored?.size };
    let expected: Fingerprint;
    if (stored) {
      expected = await fingerprintOf(await source.readFile(key));
    } else {
      expected = await target.withWorkFolder(async (folder) => {
        const copy = path.join(folder, path.posix.basename(key));
        const read = await fingerprintOf(await source.readFile(key), copy);
        await target.putFile(key, copy, contentType);
        return read;
      });
    }
    const difference = await differenceFrom(target, key, expected);
    if (difference) return { key, outcome: 'failed', bytes: expected.bytes, reason: difference };
    return { key, outcome: stored ? 'already there' : 'copied', bytes: expected.bytes };
  } catch (error) {
    return {
      key,
      outcome: 'failed',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

function filesOf(recording: ReadyRecordingFiles): { key: string; contentType: string }[] {
  const video = {
    key: recording.storageKey,
    contentType: `video/${recording.container ?? 'webm'}`,
  };
  return recording.posterKey
    ? [video, { key: recording.posterKey, contentType: 'image/jpeg' }]
    : [video];
}

/**
 * Copies the video and poster of every ready recording from one store to another (local disk to
 * the bucket, see docs/deploying.md) and verifies each. Running it again copies nothing new.
 */
export async function copyReadyRecordings(
  db: Database,
  source: RecordingStore,
  target: RecordingStore,
  onFile: (file: CopiedFile) => void = () => undefined,
): Promise<CopySummary> {
  const summary: CopySummary = {
    recordings: 0,
    copied: 0,
    alreadyThere: 0,
    missingLocally: 0,
    failed: 0,
  };
  const tally: Record<CopyOutcome, keyof CopySummary> = {
    copied: 'copied',
    'already there': 'alreadyThere',
    'missing locally': 'missingLocally',
    failed: 'failed',
  };
  for (let afterId: string | null = null; ;) {
    const page = await listReadyRecordingFiles(db, afterId, PAGE);
    if (page.length === 0) return summary;
    summary.recordings += page.length;
    afterId = page[page.length - 1]?.id ?? null;
    await forEachLimited(page.flatMap(filesOf), CONCURRENCY, async (file) => {
      const result = await copyOne(source, target, file.key, file.contentType);
      summary[tally[result.outcome]] += 1;
      onFile(result);
    });
  }
}
