import { afterAll, describe, expect, it } from 'vitest';
import { recordingLogger } from '../../test/recording-logger';
import { mountSmallDisk, type SmallDisk } from '../../test/small-disk';
import { warnOfLowDisk } from './disk-space';

const disk = mountSmallDisk(8);

/** On a real 8 MiB tmpfs; skipped where mounting is refused (not root). */
describe.skipIf(disk === null)('the start on a short disk', () => {
  afterAll(() => disk?.close());

  it('says in one line which folder has how little room', async () => {
    const { dir } = disk as SmallDisk;
    const { logger, warnings } = recordingLogger();
    await warnOfLowDisk(dir, logger);
    expect(warnings).toEqual([
      `Only 8 MiB free on the disk of ${dir} (under 512 MiB): recordings and answers may fail to save. Free space or grow the disk.`,
    ]);
  });

  it('says nothing where the instance keeps nothing on its disk (PostgreSQL and S3)', async () => {
    const { logger, warnings } = recordingLogger();
    await warnOfLowDisk(undefined, logger);
    expect(warnings).toEqual([]);
  });
});
