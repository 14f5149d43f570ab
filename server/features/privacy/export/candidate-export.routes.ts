import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STORED_FILE_FAILURES } from '../../../../shared/api.schema';
import { CandidateIdParamsSchema } from '../../../../shared/review.schema';
import type { Database } from '../../../db/client';
import type { RecordingStore } from '../../recordings/stores/recording-store';
import { recordAudit } from '../../team/audit';
import { currentMember } from '../../team/current-member';
import { candidateExportZip, sendExportZip } from './candidate-export-zip';

/**
 * `GET /api/admin/candidates/:id/export`: the candidate's data as they would get it from "Your
 * data" (docs/privacy.md), for the team to answer a request made by mail. For those who review.
 */
export async function candidateExportRoutes(
  parent: FastifyInstance,
  options: { db: Database; files: RecordingStore },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  app.get(
    '/api/admin/candidates/:id/export',
    {
      config: { access: 'review' },
      schema: {
        description: "The candidate's own data (data.json and their media) as a zip.",
        params: CandidateIdParamsSchema,
        response: STORED_FILE_FAILURES,
      },
      compress: false,
    },
    async (request, reply) => {
      const zip = await candidateExportZip(db, files, request.params.id);
      const member = currentMember(request);
      await recordAudit(
        db,
        member,
        'candidate.export',
        zip.candidateName,
        {},
        undefined,
        request.params.id,
      );
      return sendExportZip(reply, zip);
    },
  );
}
