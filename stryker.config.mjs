// Mutation testing of the files that carry the product's promises (docs/testing.md, "Mutation
// testing"): `npm run test:mutation`, or one file with `npm run test:mutation -- --mutate <file>`.
// Not part of `npm test`: a run over a server file takes minutes.

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: {
    // vitest.config.ts, narrowed by MUTATION_TESTS to the tests that pin the mutated file.
    configFile: 'vitest.mutation.config.ts',
    // Only the test files that import the mutated file (directly or not) run for it.
    related: true,
  },
  mutate: [
    'web/features/assessment/lib/answer-sync.ts',
    'server/features/candidates/candidate-session.ts',
    'shared/invite-codec.ts',
    'server/features/admin-auth/passkey-throttle.service.ts',
    'server/plugins/rate-limits.ts',
    'server/features/assessment/assessment.service.ts',
    'server/features/recordings/recordings.service.ts',
    'server/features/review/review-export.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two cores, shared: one test process at a time.
  concurrency: 1,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The sandbox copy holds what the unit tests read, not the browser tests, builds or tools.
  ignorePatterns: ['.tools', 'dist', 'data', '.data-*', 'test-results', 'e2e', 'bench', 'deploy'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
