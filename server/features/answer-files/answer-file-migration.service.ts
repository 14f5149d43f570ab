import type { Database } from '../../db/client';
import { forEachLimited } from '../recordings/stores/limited-concurrency';
import type { RecordingStore } from '../recordings/stores/recording-store';
import { copyOne, type CopiedFile, type CopyOutcome } from '../recordings/stores/storage-migration';
import { listAnswerFileKeys } from './answer-files.repository';

export interface AnswerFileCopySummary {
  files: number;
  copied: number;
  alreadyThere: number;
  missingLocally: number;
  failed: number;
}

const PAGE = 500;
const CONCURRENCY = 4;

/**
 * Copies every file answer from one store to another (local disk to the bucket,
 * docs/deploying.md), each verified as the recordings are: they live in the same store, so a
 * move to S3 that left them behind would leave reviewers a 404 for every CV.
 */
export async function copyAnswerFiles(
  db: Database,
  source: RecordingStore,
  target: RecordingStore,
  onFile: (file: CopiedFile) => void = () => undefined,
): Promise<AnswerFileCopySummary> {
  const summary: AnswerFileCopySummary = {
    files: 0,
    copied: 0,
    alreadyThere: 0,
    missingLocally: 0,
    failed: 0,
  };
  const tally: Record<CopyOutcome, keyof AnswerFileCopySummary> = {
    copied: 'copied',
    'already there': 'alreadyThere',
    'missing locally': 'missingLocally',
    failed: 'failed',
  };
  for (let afterKey: string | null = null; ;) {
    const page = await listAnswerFileKeys(db, afterKey, PAGE);
    if (page.length === 0) return summary;
    summary.files += page.length;
    afterKey = page[page.length - 1]?.storageKey ?? null;
    await forEachLimited(page, CONCURRENCY, async (file) => {
      const result = await copyOne(source, target, file.storageKey, file.mimeType);
      summary[tally[result.outcome]] += 1;
      onFile(result);
    });
  }
}
