import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import { CandidateIdParamsSchema } from '../../../shared/review.schema';
import {
  CandidateScoresResponseSchema,
  PutScoreRequestSchema,
} from '../../../shared/scores.schema';
import { SCORES_TEXTS } from '../../../shared/scores-texts';
import type { Database } from '../../db/client';
import { currentMember } from '../team/current-member';
import { deleteOwnScore, putMemberScore } from './scores.service';

/**
 * Each member's own score of a candidate under `/api/admin/candidates/:id/scores/me`: a member
 * changes only their own; the candidate's page and list show everyone's (`docs/team.md`).
 */
export async function scoresRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const config = { access: 'review' as const };
  /** Queues `review.updated` with the score's transaction; the relay is woken after it. */
  const tellReceivers = (candidateId: string) => {
    let queued = 0;
    return {
      onChange: async (tx: Database) => {
        queued += await app.webhooks.queueReviewUpdated(tx, candidateId, { changed: ['score'] });
      },
      wake: () => {
        if (queued > 0) app.webhooks.relay.wake();
      },
    };
  };

  app.put(
    '/api/admin/candidates/:id/scores/me',
    {
      config,
      schema: {
        params: CandidateIdParamsSchema,
        body: PutScoreRequestSchema,
        response: { 200: CandidateScoresResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const receivers = tellReceivers(request.params.id);
      const data = await putMemberScore(
        db,
        request.params.id,
        member,
        request.body,
        receivers.onChange,
      );
      receivers.wake();
      return { result: true as const, status: SCORES_TEXTS.scoreSaved, data };
    },
  );

  app.delete(
    '/api/admin/candidates/:id/scores/me',
    {
      config,
      schema: {
        params: CandidateIdParamsSchema,
        response: { 200: CandidateScoresResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const receivers = tellReceivers(request.params.id);
      const member = currentMember(request);
      const data = await deleteOwnScore(db, request.params.id, member, receivers.onChange);
      receivers.wake();
      return { result: true as const, status: SCORES_TEXTS.scoreCleared, data };
    },
  );
}
