import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('embedded data folder lock', () => {
  it('refuses a second holder with a clear message, and frees the folder on release', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/is in use by another running instance/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
