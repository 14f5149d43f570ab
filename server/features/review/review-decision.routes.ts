import { currentMember } from '../team/current-member';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CandidateIdParamsSchema,
  ReviewResponseSchema,
  UpdateReviewRequestSchema,
} from '../../../shared/review.schema';
import { API_FAILURES, StatusResponseSchema } from '../../../shared/api.schema';
import {
  CandidateActivityResponseSchema,
  DecisionHistoryResponseSchema,
} from '../../../shared/decisions.schema';
import { TEXTS } from '../../../shared/texts';
import { AppError } from '../../plugins/errors';
import { deleteCandidateForGood } from '../privacy/deletion/candidate-deletion.service';
import { candidateActivity, decisionHistory } from './review-activity.service';
import { updateReview } from './review-decision.service';
import type { ReviewRoutesOptions } from './review-options';

/**
 * Deciding on a candidate: status and notes, each change based on the version the reviewer saw
 * (409 when stale); the activity stamp pages poll; the decision history; deleting for good.
 */
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
      const { id } = request.params;
      const { review, changed } = await updateReview(
        db,
        id,
        request.body,
        currentMember(request),
        (tx, change) => app.webhooks.queueReviewUpdated(tx, id, change),
      );
      if (changed) app.webhooks.relay.wake();
      return { result: true as const, status: TEXTS.workspace.reviewSaved, data: review };
    },
  );

  app.get(
    '/api/admin/candidates/:id/activity',
    {
      schema: {
        params: CandidateIdParamsSchema,
        response: { 200: CandidateActivityResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => ({
      result: true as const,
      data: await candidateActivity(db, request.params.id),
    }),
  );

  app.get(
    '/api/admin/candidates/:id/history',
    {
      schema: {
        params: CandidateIdParamsSchema,
        response: { 200: DecisionHistoryResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => ({
      result: true as const,
      data: await decisionHistory(db, request.params.id),
    }),
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
      // The rows, the event and the audit entry together, then the files (docs/privacy.md).
      const context = { db, files, webhooks: app.webhooks, mail: app.mail, log: request.log };
      const deleted = await deleteCandidateForGood(context, request.params.id, {
        reason: 'team',
        actor: member,
      });
      if (deleted !== 'deleted') throw new AppError('candidate-missing');
      request.log.info(
        { candidateId: request.params.id, memberId: member.id },
        'candidate deleted',
      );
      return { result: true as const, status: TEXTS.workspace.candidateDeleted };
    },
  );
}
