import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, STORED_FILE_FAILURES } from '../../../../shared/api.schema';
import {
  ErasureRequestResponseSchema,
  YourDataLinkResponseSchema,
  YourDataResponseSchema,
  YourDataTokenParamsSchema,
} from '../../../../shared/your-data.schema';
import type { Database } from '../../../db/client';
import { admittedCandidate } from '../../candidates/candidate-auth.plugin';
import type { RecordingStore } from '../../recordings/stores/recording-store';
import { recordAudit } from '../../team/audit';
import { candidateExportZip, sendExportZip } from '../export/candidate-export-zip';
import { requestErasure, viewYourData, yourDataCandidateOf } from './your-data.service';
import { yourDataPath } from './your-data-token';

/**
 * "Your data" (docs/privacy.md), open to whoever holds the candidate's link: what we keep and why,
 * their data as a zip, and asking for it to be erased. The token is the only key; a wrong one is
 * 404 and changes nothing.
 */
export async function yourDataRoutes(
  parent: FastifyInstance,
  options: { db: Database; files: RecordingStore },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;

  app.get(
    '/api/your-data/:token',
    {
      schema: {
        params: YourDataTokenParamsSchema,
        response: { 200: YourDataResponseSchema, ...API_FAILURES },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return {
        result: true as const,
        data: await viewYourData(db, request.params.token, app.mail.enabled),
      };
    },
  );

  app.get(
    '/api/your-data/:token/export',
    {
      schema: {
        description: "The candidate's own data (data.json and their media) as a zip.",
        params: YourDataTokenParamsSchema,
        response: STORED_FILE_FAILURES,
      },
      compress: false,
    },
    async (request, reply) => {
      const candidate = await yourDataCandidateOf(db, request.params.token);
      const zip = await candidateExportZip(db, files, candidate.id);
      // Audited as the team's download is, the candidate named as who took it (docs/privacy.md).
      await recordAudit(
        db,
        { id: null, name: 'The candidate' },
        'candidate.export',
        zip.candidateName,
        { by: 'candidate' },
        undefined,
        candidate.id,
      );
      return sendExportZip(reply, zip);
    },
  );

  app.post(
    '/api/your-data/:token/erasure',
    {
      schema: {
        params: YourDataTokenParamsSchema,
        response: { 200: ErasureRequestResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => ({
      result: true as const,
      ...(await requestErasure(db, app.mail, request.params.token)),
    }),
  );
}

/** `GET /api/assessment/your-data-link`: in the candidate's scope, for their completion page. */
export async function yourDataLinkRoutes(
  parent: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/assessment/your-data-link',
    { schema: { response: { 200: YourDataLinkResponseSchema, ...API_FAILURES } } },
    async (request) => ({
      result: true as const,
      data: { path: await yourDataPath(options.db, admittedCandidate(request).id) },
    }),
  );
}
