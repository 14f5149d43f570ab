import type { z } from 'zod';
import type { ApiFailureSchema } from '../../shared/api.schema';
import type { AssessmentStateSchema } from '../../shared/assessment.schema';
import type { InvitePublicViewSchema } from '../../shared/invites.schema';
import type {
  CandidateDetailResponseSchema,
  CandidateListResponseSchema,
  InviteListResponseSchema,
  InviteResponseSchema,
  ReviewResponseSchema,
} from '../../shared/review.schema';

/*
 * The bodies the API answers, as tests read them: `response.json<InviteListBody>()`.
 * light-my-request's `json()` is `any` unless told; each body here is its route's shared schema,
 * so a test reads what the route promises. Bodies the shared files already name
 * (`CreateInviteResponse`, `RegistrationResponse`, …) are used from there.
 */

/** Every failure: `{result:false, status}`. */
export type ApiFailure = z.infer<typeof ApiFailureSchema>;
export type InvitePublicViewBody = z.infer<typeof InvitePublicViewSchema>;
export type InviteListBody = z.infer<typeof InviteListResponseSchema>;
export type InviteBody = z.infer<typeof InviteResponseSchema>;
export type AssessmentStateBody = z.infer<typeof AssessmentStateSchema>;
export type CandidateListBody = z.infer<typeof CandidateListResponseSchema>;
export type CandidateDetailBody = z.infer<typeof CandidateDetailResponseSchema>;
export type ReviewBody = z.infer<typeof ReviewResponseSchema>;
