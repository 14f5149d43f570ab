import base from './vitest.config';

/**
 * The unit tests as Stryker runs them (stryker.config.mjs). MUTATION_TESTS (comma-separated
 * files or globs) narrows them to the tests that pin the mutated file: a server file is imported,
 * through the app, by nearly every API test, and each mutant would otherwise run them all.
 */
const only = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default only?.length ? { ...base, test: { ...base.test, include: only } } : base;
