import { z } from 'zod';
import { ACCOUNT_TEXTS } from './accounts-texts';
import { TEAM_TEXTS } from './team-texts';

/**
 * A member's signed-in session as the owner sees it on the Team page: what the server keeps of
 * it, which is when (not where from: no address or browser is stored with a session).
 */
export const MemberSessionSchema = z.object({
  /** Names the session without being its token or the token's hash. */
  id: z.string(),
  signedInAt: z.string(),
  /** Within a minute: a session notes its use at most once a minute. */
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof MemberSessionSchema>;

export const MemberSessionListResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.array(MemberSessionSchema),
});

export const MemberSessionParamsSchema = z.object({
  id: z.uuid({ error: ACCOUNT_TEXTS.memberMissing }),
  sessionId: z.string().regex(/^[0-9a-f]{32}$/, { error: TEAM_TEXTS.sessionMissing }),
});
