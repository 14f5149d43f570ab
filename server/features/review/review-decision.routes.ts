import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CandidateIdParamsSchema,
  ReviewResponseSchema,
  UpdateReviewRequestSchema,
} from '../../../shared/review.schema';
import { API_FAILURES, StatusResponseSchema } from '../../../shared/api.schema';
import { TEXTS } from '../../../shared/texts';
import { adminActor } from '../admin-auth/admin-auth.plugin';
import { deleteCandidate } from './review-delete.service';
import { updateReview } from './review-decision.service';
import type { ReviewRoutesOptions } from './review-options';

/** Deciding on a candidate: score, notes and status; and deleting them for good. */
export async function reviewDecisionRoutes(
  parent: FastifyInstance,
  options: ReviewRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;

  app.patch(
    '/api/admin/candidates/:id/review',
    {
      config: { access: 'review' },
      schema: {
        params: CandidateIdParamsSchema,
        body: UpdateReviewRequestSchema,
        response: { 200: ReviewResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const actor = adminActor(request);
      const review = await updateReview(db, request.params.id, request.body, actor);
      return { result: true as const, status: TEXTS.workspace.reviewSaved, data: review };
    },
  );

  app.delete(
    '/api/admin/candidates/:id',
    {
      schema: {
        params: CandidateIdParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await deleteCandidate(db, files, request.params.id);
      // Only the id: the candidate's name went with the rest of their data.
      await recordAudit(db, member, 'candidate.delete', request.params.id);
      request.log.info(
        { candidateId: request.params.id, memberId: member.id },
        'candidate deleted',
      );
      return { result: true as const, status: TEXTS.workspace.candidateDeleted };
    },
  );
}
