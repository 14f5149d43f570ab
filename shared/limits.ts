/**
 * What one person can grow, capped (docs/team.md, "Limits"): a small hiring team never meets
 * these in normal use; a script or a mistake stops here instead of filling the database. Each
 * refusal is a 409 that names the limit and what to do (end an old one).
 */
export const LIMITS = {
  /** Live (not revoked) personal API tokens of one member. */
  apiTokensPerMember: 20,
  /** Join links one member made that are still waiting to be used. */
  joinLinksPerMember: 20,
  /** Share links one member made that still work (not expired, not revoked). */
  sharesPerMember: 50,
  /** Webhook endpoints of the workspace. */
  webhooks: 20,
  /** Comments one member has on one candidate (each at most 5,000 characters). */
  commentsPerCandidatePerMember: 100,
  /** Feedback one share link takes from its visitors, all candidates together. */
  feedbackPerShare: 500,
} as const;

/** What the OpenAPI reference says of each capped request (its body schema's description). */
export const LIMIT_NOTES = {
  apiTokens: `A member holds at most ${LIMITS.apiTokensPerMember} live tokens; past that the answer is 409 \`token-limit\` until one is revoked.`,
  joinLinks: `A member has at most ${LIMITS.joinLinksPerMember} join links waiting to be used; past that the answer is 409 \`join-link-limit\` until one is used, revoked or expired.`,
  shares: `A member has at most ${LIMITS.sharesPerMember} share links that still work; past that the answer is 409 \`share-limit\` until one is revoked or expires.`,
  webhooks: `A workspace has at most ${LIMITS.webhooks} webhooks; past that the answer is 409 \`webhook-limit\` until one is deleted.`,
  comments: `A member writes at most ${LIMITS.commentsPerCandidatePerMember} comments on one candidate; past that the answer is 409 \`comment-limit\`.`,
  feedbackPerShare: `A share link takes at most ${LIMITS.feedbackPerShare} pieces of feedback; past that the answer is 409 \`share-feedback-limit\`.`,
} as const;

export const LIMIT_TEXTS = {
  apiTokens: `You already have ${LIMITS.apiTokensPerMember} live API tokens, the most one member may hold. Revoke one you no longer use, then create the new one.`,
  joinLinks: `You already have ${LIMITS.joinLinksPerMember} join links waiting to be used, the most one member may have. Revoke one nobody needs, then create the new one.`,
  shares: `You already have ${LIMITS.sharesPerMember} active share links, the most one member may have. Revoke one that is no longer needed, then create the new one.`,
  webhooks: `This workspace already has ${LIMITS.webhooks} webhooks, the most it may have. Delete one you no longer use, then add the new one.`,
  comments: `You already have ${LIMITS.commentsPerCandidatePerMember} comments on this candidate, the most one member may write on one candidate. Edit or delete one of yours instead.`,
  feedbackPerShare: `This share link has taken ${LIMITS.feedbackPerShare} pieces of feedback, the most one link takes. Ask the team that sent it for a new link.`,
} as const;
