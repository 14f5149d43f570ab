import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import {
  CandidateDetailResponseSchema,
  CandidateIdParamsSchema,
  CandidateListQuerySchema,
  CandidateListResponseSchema,
  CandidateNeighboursResponseSchema,
} from '../../../shared/review.schema';
import { mayAccess } from '../../../shared/team.schema';
import { AppError } from '../../plugins/errors';
import { candidateExists } from './review-detail.repository';
import { getCandidateDetail } from './review-detail.service';
import { reviewDecisionRoutes } from './review-decision.routes';
import { reviewExportRoutes } from './review-export.routes';
import { candidateNeighbours, listCandidates } from './review-list.service';
import type { ReviewRoutesOptions } from './review-options';
import { reviewVideoRoutes } from './review-video.routes';
import { currentMember } from '../team/current-member';
import { candidatePrivacyOf } from '../privacy/holds/candidate-privacy.service';

export type { ReviewRoutesOptions } from './review-options';

/** The review workspace's candidate endpoints under `/api/admin/candidates`, admins only. */
export async function reviewRoutes(
  parent: FastifyInstance,
  options: ReviewRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/candidates',
    {
      schema: {
        querystring: CandidateListQuerySchema,
        response: { 200: CandidateListResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => ({
      result: true as const,
      data: await listCandidates(db, { ...request.query, memberId: currentMember(request).id }),
    }),
  );

  app.get(
    '/api/admin/candidates/:id/neighbours',
    {
      schema: {
        params: CandidateIdParamsSchema,
        querystring: CandidateListQuerySchema,
        response: { 200: CandidateNeighboursResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await candidateExists(db, id))) {
        throw new AppError('candidate-missing');
      }
      const filters = { ...request.query, memberId: currentMember(request).id };
      return { result: true as const, data: await candidateNeighbours(db, filters, id) };
    },
  );

  app.get(
    '/api/admin/candidates/:id',
    {
      schema: {
        params: CandidateIdParamsSchema,
        response: { 200: CandidateDetailResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const [detail, privacy] = await Promise.all([
        getCandidateDetail(db, request.params.id, {
          memberId: member.id,
          mayReview: mayAccess(member.role, 'review'),
          holdsUpload: (uploadId) => options.files.holdsUpload(uploadId),
        }),
        candidatePrivacyOf(db, request.params.id),
      ]);
      // The team's own page only: a share's visitors read the detail without it.
      if (!privacy) throw new AppError('candidate-missing');
      return { result: true as const, data: { ...detail, privacy } };
    },
  );

  await app.register(reviewDecisionRoutes, options);
  await app.register(reviewVideoRoutes, options);
  await app.register(reviewExportRoutes, options);
}
