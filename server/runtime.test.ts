import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** `>=22.12` → [22, 12]. */
function minimumNode(range: string): [number, number] {
  const match = /^>=(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`engines.node is not of the form >=MAJOR.MINOR: ${range}`);
  return [Number(match[1]), Number(match[2])];
}

describe('the runtime', () => {
  it('is a Node the package declares (engines), one still supported: 22.12 or newer', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
    };
    const [major, minor] = minimumNode(manifest.engines.node);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(22 * 1000 + 12);
    const [runningMajor = 0, runningMinor = 0] = process.versions.node.split('.').map(Number);
    expect(runningMajor * 1000 + runningMinor).toBeGreaterThanOrEqual(major * 1000 + minor);
  });
});
