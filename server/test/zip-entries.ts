import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

/** Every file of a zip by its path, read with yauzl (which checks each entry's CRC as it reads). */
export async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  try {
    for await (const entry of file.eachEntry()) {
      entries.set(entry.fileName, await buffer(await file.openReadStreamPromise(entry)));
    }
  } finally {
    file.close();
  }
  return entries;
}
