/**
 * One schema for the whole product, on PGlite and on PostgreSQL alike: the candidates' side and
 * the hiring team's, in one migrations folder.
 */
export * from './core-schema';
export * from './team-schema';
export * from './outreach-schema';
export * from './instances-schema';
