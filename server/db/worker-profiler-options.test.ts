import { describe, expect, it } from 'vitest';
import { profilerOptions } from './worker-profiler-options';

describe('the profiler options a worker thread is given', () => {
  it('passes on the CPU and heap profiler options, with their values in either form', () => {
    expect(
      profilerOptions([
        '--import',
        'tsx',
        '--cpu-prof',
        '--cpu-prof-dir',
        '/tmp/profiles',
        '--cpu-prof-interval=500',
        '--heap-prof',
        '--max-old-space-size=512',
      ]),
    ).toEqual([
      '--cpu-prof',
      '--cpu-prof-dir',
      '/tmp/profiles',
      '--cpu-prof-interval=500',
      '--heap-prof',
    ]);
  });

  it('passes on nothing when the server is not being profiled', () => {
    expect(profilerOptions(['--import', 'tsx', '--enable-source-maps'])).toEqual([]);
    expect(profilerOptions([])).toEqual([]);
  });
});
