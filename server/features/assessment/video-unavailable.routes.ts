import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import {
  VideoUnavailableRequestSchema,
  VideoUnavailableResponseSchema,
} from '../../../shared/video-unavailable.schema';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../../shared/video-unavailable-texts';
import type { Database } from '../../db/client';
import { admittedCandidate } from '../candidates/candidate-auth.plugin';
import { forgetArrivingUploadsOfInvite } from '../recordings/recordings.service';
import type { UploadAdmissions } from '../recordings/uploads/upload-admissions';
import { completeWithoutRecording } from './video-unavailable.service';

/** "I can't record a video": the candidate says why and the assessment is complete without one. */
export async function videoUnavailableRoutes(
  parent: FastifyInstance,
  options: { db: Database; admissions: UploadAdmissions },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  app.post(
    '/api/assessment/video-unavailable',
    {
      schema: {
        body: VideoUnavailableRequestSchema,
        response: { 200: VideoUnavailableResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      const candidate = admittedCandidate(request);
      const progress = await completeWithoutRecording(db, candidate, request.body);
      // A take still arriving is asked about again at its next chunk, and refused: it is complete.
      await forgetArrivingUploadsOfInvite(db, options.admissions, candidate.inviteCode);
      // Complete as a role without video is: the team and the candidate hear of it, once each.
      await app.webhooks.candidateCompletedIfSettled(candidate.id);
      await app.mail.notifyCompletion(candidate.id);
      return { result: true as const, status: VIDEO_UNAVAILABLE_TEXTS.submitted, progress };
    },
  );
}
