/**
 * The query keys of the pages a link opens: a candidate's invite and assessment, a share link and
 * a member invite. Part of `queryKeys` (query-keys.ts), the one list of keys, and kept in a file of
 * their own so that these pages do not download the workspace's keys: the invite's key is read by
 * the route loader in the entry chunk, which every page downloads first, and the workspace's keys
 * go with the workspace (vite.chunk-groups.ts; e2e/size-budget.spec.ts holds both to a budget).
 */

const aliases = new Map<string, number>();

/**
 * A number that stands for a secret in a key, the same one for the life of the page: a key never
 * holds the secret itself (query-keys.ts says why).
 */
export function aliasOf(secret: string): number {
  let alias = aliases.get(secret);
  if (alias === undefined) {
    alias = aliases.size + 1;
    aliases.set(secret, alias);
  }
  return alias;
}

const ASSESSMENT = 'assessment';

export const linkQueryKeys = {
  /** A member invite's link (/admin/join/<token>). */
  teamJoin: (token: string) => ['team-join', aliasOf(token)] as const,
  /** A share link (/share/<token>). */
  share: (token: string) => ['share', aliasOf(token)] as const,
  /** A candidate's "Your data" link (/your-data/<token>). */
  yourData: (token: string) => ['your-data', aliasOf(token)] as const,
  /** An invite as its link shows it, before and after signing up. */
  invite: (inviteCode: string) => ['invite', aliasOf(inviteCode)] as const,

  /** The candidate's assessment, read with their session token. */
  assessment: (sessionToken: string) => [ASSESSMENT, aliasOf(sessionToken)] as const,
  /**
   * Its own entry for the complete page: the assessment page's copy, read when the candidate
   * started, may still be in the cache for a moment and would send them back to the assessment.
   */
  assessmentComplete: (sessionToken: string) =>
    [ASSESSMENT, aliasOf(sessionToken), 'complete'] as const,
  /** The path of the candidate's "Your data" page, for the complete page's link. */
  yourDataLink: (sessionToken: string) =>
    [ASSESSMENT, aliasOf(sessionToken), 'your-data-link'] as const,
};
