import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../../shared/api.schema';
import {
  CandidateHoldResponseSchema,
  CandidateHoldSchema,
} from '../../../../shared/privacy.schema';
import { PRIVACY_TEXTS } from '../../../../shared/privacy-texts';
import { CandidateIdParamsSchema } from '../../../../shared/review.schema';
import type { Database } from '../../../db/client';
import { currentMember } from '../../team/current-member';
import { holdCandidate, unholdCandidate } from './candidate-hold.service';

/** A candidate's hold from deletion (owners and admins), docs/privacy.md. */
export async function candidateHoldRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const config = { access: 'manage' as const };

  app.put(
    '/api/admin/candidates/:id/hold',
    {
      config,
      schema: {
        params: CandidateIdParamsSchema,
        body: CandidateHoldSchema,
        response: { 200: CandidateHoldResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const hold = await holdCandidate(db, request.params.id, member, request.body.reason);
      return { result: true as const, status: PRIVACY_TEXTS.held, data: { hold } };
    },
  );

  app.delete(
    '/api/admin/candidates/:id/hold',
    {
      config,
      schema: {
        params: CandidateIdParamsSchema,
        response: { 200: CandidateHoldResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      await unholdCandidate(db, request.params.id, currentMember(request));
      return { result: true as const, status: PRIVACY_TEXTS.unheld, data: { hold: null } };
    },
  );
}
