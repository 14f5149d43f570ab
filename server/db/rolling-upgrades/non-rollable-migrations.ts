/**
 * The migrations that the release before them cannot run beside (docs/deploying.md, Upgrading):
 * upgrading across one means stopping every instance of the older release before the new one
 * starts. `migration-rules.test.ts` fails on a migration that breaks the rules of expand/contract
 * without being listed here; an instance refuses to apply a listed one while an instance of an
 * older release is live (`instance-registry.ts`).
 */
export const NON_ROLLABLE_MIGRATIONS: Readonly<Record<string, string>> = {
  '0008_roles_in_versions':
    'drops the companies table and the roles columns company_slug, title, max_minutes and ' +
    'questions, which the previous release reads and writes (roles, invites and the list answer ' +
    '500), and invites.role_version loses the default its inserts relied on',
  '0009_team':
    'adds admin_sessions.member_id NOT NULL without a default: the previous release cannot sign ' +
    'anyone in (its sessions name no member)',
  '0016_answer_plain_text':
    'answers.has_text, a generated column the previous release leaves to the database, becomes ' +
    'a NOT NULL column without a default: every answer save of the previous release fails',
};

/**
 * Migrations of the releases before the first PostgreSQL one (4de72a0, which brought
 * `0004_rate_limit_hits`): those ran embedded, in one process, with no rolling upgrade to break.
 */
export const BEFORE_ROLLING_UPGRADES = [
  '0000_initial',
  '0001_review_workspace',
  '0002_review_list_indexes',
  '0003_passkey_throttle',
  '0004_rate_limit_hits',
] as const;

/**
 * Columns a migration took out of the Drizzle schema but left in the database for the previous
 * release, which still names them in its inserts: the expand half of dropping a column. A later
 * migration may drop one (the contract half) once the release without it runs everywhere.
 */
export const COLUMNS_KEPT_IN_DATABASE: readonly {
  migration: string;
  column: string;
  why: string;
}[] = [
  {
    migration: '0019_reviews_score_unused',
    column: 'public.reviews.score',
    why: 'the single score of before review_scores; the release before 0019 still writes it',
  },
];
