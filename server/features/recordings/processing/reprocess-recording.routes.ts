import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionIndexParam } from '../../../../shared/answer-files.schema';
import { API_FAILURES, StatusResponseSchema } from '../../../../shared/api.schema';
import { CandidateIdParamsSchema } from '../../../../shared/review.schema';
import { VIDEO_PROCESSING_TEXTS } from '../../../../shared/video-processing-texts';
import type { Database } from '../../../db/client';
import { currentMember } from '../../team/current-member';
import type { RecordingProcessing } from './recording-processing';
import { reprocessRecording } from './reprocess-recording';

export interface ReprocessRoutesOptions {
  db: Database;
  processor: RecordingProcessing;
}

/** Processing a candidate's failed video introduction or video/audio answer again: members who may review (docs/product.md). */
export async function reprocessRecordingRoutes(
  parent: FastifyInstance,
  options: ReprocessRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/candidates/:id/recording/reprocess',
    {
      config: { access: 'review' },
      schema: {
        params: CandidateIdParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await reprocessRecording(options.db, options.processor, request.params.id, member);
      return { result: true as const, status: VIDEO_PROCESSING_TEXTS.reprocessStarted };
    },
  );
  app.post(
    '/api/admin/candidates/:id/answers/:questionIndex/recording/reprocess',
    {
      config: { access: 'review' },
      schema: {
        description: "Processes a candidate's failed video or audio answer to a question again.",
        params: CandidateIdParamsSchema.extend({ questionIndex: questionIndexParam }),
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const { id, questionIndex } = request.params;
      const member = currentMember(request);
      await reprocessRecording(options.db, options.processor, id, member, questionIndex);
      return { result: true as const, status: VIDEO_PROCESSING_TEXTS.reprocessStarted };
    },
  );
}
