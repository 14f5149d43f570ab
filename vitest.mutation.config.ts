import { defineConfig } from 'vitest/config';
import { databaseSetup, runOptions, serverTests, webTests } from './vitest.config';

/**
 * The unit tests as Stryker runs them (stryker.config.mjs): one project, every file isolated.
 * MUTATION_TESTS (comma-separated files or globs) narrows them to the tests that pin the mutated
 * file: a server file is imported, through the app, by nearly every API test, and each mutant
 * would otherwise run them all.
 */
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  test: {
    ...runOptions,
    include: only?.length ? only : [...serverTests, ...webTests],
    globalSetup: databaseSetup,
  },
});
