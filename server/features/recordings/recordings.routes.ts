import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import {
  SubmitRecordingRequestSchema,
  SubmitRecordingResponseSchema,
} from '../../../shared/recording.schema';
import type { Database } from '../../db/client';
import { admittedCandidate } from '../candidates/candidate-auth.plugin';
import { submitRecording } from './recordings.service';
import type { UploadAdmissions } from './uploads/upload-admissions';

/** Submit Recording: marks the video step complete once the upload has fully arrived. */
export async function recordingsRoutes(
  parent: FastifyInstance,
  options: { db: Database; admissions: UploadAdmissions },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/assessment/video',
    {
      schema: {
        body: SubmitRecordingRequestSchema,
        response: { 200: SubmitRecordingResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const progress = await submitRecording(
        options.db,
        app.recordingProcessor.files,
        options.admissions,
        admittedCandidate(request),
        request.body,
      );
      // The video was the last step: the candidate and the team hear of it, once each.
      await app.mail.notifyCompletion(admittedCandidate(request).id);
      // Sent now when the video is processed already, else when its processing ends.
      await app.webhooks.candidateCompletedIfSettled(admittedCandidate(request).id);
      return {
        result: true as const,
        status: 'Your video introduction is submitted.',
        progress,
      };
    },
  );
}
