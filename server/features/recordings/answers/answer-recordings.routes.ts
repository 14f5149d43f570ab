import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../../shared/api.schema';
import { ANSWER_RECORDING_TEXTS } from '../../../../shared/answer-recording-texts';
import {
  SubmitAnswerRecordingRequestSchema,
  SubmitAnswerRecordingResponseSchema,
} from '../../../../shared/answer-recording.schema';
import { QuestionIdParamsSchema } from '../../../../shared/assessment.schema';
import type { Database } from '../../../db/client';
import { admittedCandidate } from '../../candidates/candidate-auth.plugin';
import type { UploadAdmissions } from '../uploads/upload-admissions';
import { submitAnswerRecording } from './answer-recordings.service';

/** Submit a video or audio answer: the finished upload is the answer to its question. */
export async function answerRecordingsRoutes(
  parent: FastifyInstance,
  options: { db: Database; admissions: UploadAdmissions },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/assessment/answers/:questionId/recording',
    {
      schema: {
        description:
          'Submits a finished recording (tus upload) as the video or audio answer to a question.',
        params: QuestionIdParamsSchema,
        body: SubmitAnswerRecordingRequestSchema,
        // 409: submitted, skipped, still arriving, or not a question answered this way.
        response: {
          200: SubmitAnswerRecordingResponseSchema,
          ...API_FAILURES,
          409: ApiFailureSchema,
        },
      },
    },
    async (request) => {
      const { questionId } = request.params;
      const recording = await submitAnswerRecording(
        options.db,
        app.recordingProcessor.files,
        options.admissions,
        admittedCandidate(request),
        questionId,
        request.body.uploadId,
      );
      return {
        result: true as const,
        status: ANSWER_RECORDING_TEXTS.submitted(questionId),
        recording,
      };
    },
  );
}
