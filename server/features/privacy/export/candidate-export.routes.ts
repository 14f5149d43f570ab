import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../../shared/api.schema';
import { CandidateIdParamsSchema } from '../../../../shared/review.schema';
import type { Database } from '../../../db/client';
import { attachmentDisposition } from '../../answer-files/answer-file-download.routes';
import type { RecordingStore } from '../../recordings/stores/recording-store';
import { recordAudit } from '../../team/audit';
import { currentMember } from '../../team/current-member';
import { candidateExportZip } from './candidate-export-zip';

/** The zip as a download (a body no JSON schema describes, hence the plain reply). */
export function sendExportZip(
  reply: FastifyReply,
  zip: Awaited<ReturnType<typeof candidateExportZip>>,
) {
  return reply
    .code(200)
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', attachmentDisposition(zip.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(zip.stream);
}

export const EXPORT_FAILURES = { ...API_FAILURES, 503: ApiFailureSchema };

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
        response: EXPORT_FAILURES,
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
