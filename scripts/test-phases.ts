import path from 'node:path';

/** One phase of `npm test` as run-tests.ts ran it, for print-test-summary.ts. */
export interface PhaseTime {
  phase: string;
  seconds: number;
  /** Seconds from the start of `npm test` to this phase's end: phases may run side by side. */
  endedAt: number;
  passed: boolean;
}

/** Where run-tests.ts writes the phases' times, one run at a time. */
export const PHASES_FILE = path.join('test-results', 'phases.json');
