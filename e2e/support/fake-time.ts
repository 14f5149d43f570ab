import fs from 'node:fs';
import path from 'node:path';

/**
 * Where Debian's libfaketime is (the `faketime` package, installed by .ci/run): its
 * multi-threaded build, as Node runs threads (libuv's pool, PGlite's). Null where it is missing.
 */
function findLibfaketime(): string | null {
  for (const libDir of ['/usr/lib', '/usr/lib64']) {
    if (!fs.existsSync(libDir)) continue;
    for (const arch of ['', ...fs.readdirSync(libDir)]) {
      const file = path.join(libDir, arch, 'faketime', 'libfaketimeMT.so.1');
      if (fs.existsSync(file)) return file;
    }
  }
  return null;
}

export const LIBFAKETIME = findLibfaketime();

/**
 * The environment that moves a server process's clock `days` ahead of the machine's (and that
 * of everything it runs: its embedded database, ffmpeg): time passing for the product as it
 * would in a month, its own timers and jobs included, without a line of the product changed.
 * Only the wall clock moves: the monotonic one stays the machine's (docs/testing.md).
 */
export function daysLater(days: number): Record<string, string> {
  if (!LIBFAKETIME) throw new Error('libfaketime is not installed (apt-get install faketime)');
  return { LD_PRELOAD: LIBFAKETIME, FAKETIME: `+${days}d`, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
}
