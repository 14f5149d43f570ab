import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import { CandidateListQuerySchema } from '../../../shared/review.schema';
import type { ListFilters } from './review-list-sql';
import type { Database } from '../../db/client';
import { compressedDownload } from './compressed-download';
import { candidatesCsv, csvFileName } from './review-export';
import type { ReviewRoutesOptions } from './review-options';

/** Streams the file (a body no JSON schema describes, hence the plain reply). */
function sendCsv(db: Database, filters: ListFilters, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${csvFileName()}"`)
    .header('Cache-Control', 'private, no-store');
  return reply.send(compressedDownload(request, reply, candidatesCsv(db, filters)));
}

/** The filtered list as a CSV file: every matching candidate, not one page. */
export async function reviewExportRoutes(
  parent: FastifyInstance,
  options: ReviewRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/export/candidates.csv',
    {
      // Every candidate's personal data in one file: for those who manage candidates.
      config: { access: 'manage' },
      schema: { querystring: CandidateListQuerySchema, response: API_FAILURES },
    },
    async (request, reply) => {
      await recordAudit(db, currentMember(request), 'candidates.export', 'Candidates CSV', {
        filters: request.query,
      });
      const filters = { ...request.query, memberId: currentMember(request).id };
      return sendCsv(db, filters, request, reply);
    },
  );
}
