import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locker } from '@tus/utils';
import { API_FAILURES, ApiFailureSchema } from '../../../../shared/api.schema';
import { ANSWER_RECORDING_TEXTS } from '../../../../shared/answer-recording-texts';
import { SubmitAnswerRecordingResponseSchema } from '../../../../shared/answer-recording.schema';
import { QuestionIdParamsSchema } from '../../../../shared/assessment.schema';
import {
  InterruptedRecordingResponseSchema,
  SubmitInterruptedRequestSchema,
} from '../../../../shared/interrupted-recording.schema';
import { SubmitRecordingResponseSchema } from '../../../../shared/recording.schema';
import type { Database } from '../../../db/client';
import { admittedCandidate } from '../../candidates/candidate-auth.plugin';
import type { FfmpegTools } from '../processing/ffmpeg';
import {
  interruptedRecordingOf,
  requireRecordedQuestion,
  submitInterruptedAnswer,
  submitInterruptedRecording,
} from './interrupted-recordings';
import type { RecordingProcessing } from '../processing/recording-processing';
import type { RecordingStore } from '../stores/recording-store';
import type { UploadAdmissions } from '../uploads/upload-admissions';

interface InterruptedRoutesOptions {
  db: Database;
  files: RecordingStore;
  processor: RecordingProcessing;
  admissions: UploadAdmissions;
  /** tus's own locker: a chunk and the saved part's submission never interleave. */
  locker: Locker;
  /** ffmpeg, to measure what was saved; null without it. */
  tools: () => Promise<FfmpegTools | null>;
}

/**
 * A take cut short mid-way: what was saved of it, and Submit the saved part; of the video
 * introduction, and of each video or audio question's answer (docs/recordings.md).
 */
export async function interruptedRecordingRoutes(
  parent: FastifyInstance,
  options: InterruptedRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  app.get(
    '/api/assessment/video/interrupted',
    {
      schema: { response: { 200: InterruptedRecordingResponseSchema, ...API_FAILURES } },
    },
    async (request) => {
      const candidate = admittedCandidate(request);
      const tools = await options.tools();
      const recording = await interruptedRecordingOf(db, files, tools, candidate);
      return { result: true as const, recording };
    },
  );
  app.post(
    '/api/assessment/video/interrupted',
    {
      schema: {
        body: SubmitInterruptedRequestSchema,
        response: { 200: SubmitRecordingResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const candidate = admittedCandidate(request);
      const tools = await options.tools();
      const progress = await submitInterruptedRecording(
        { ...options, tools },
        candidate,
        request.body,
      );
      // As Submit Recording: the candidate and the team hear of it, once each.
      await app.mail.notifyCompletion(candidate.id);
      await app.webhooks.candidateCompletedIfSettled(candidate.id);
      return {
        result: true as const,
        status: 'Your video introduction is submitted.',
        progress,
      };
    },
  );
  const answerPath = '/api/assessment/answers/:questionId/recording/interrupted';
  // 409: a question not answered on video or audio (and, for Submit, skipped or submitted).
  const ANSWER_FAILURES = { ...API_FAILURES, 409: ApiFailureSchema };
  app.get(
    answerPath,
    {
      schema: {
        description:
          "What was saved of a take of the question's video or audio answer that was cut short; null when none.",
        params: QuestionIdParamsSchema,
        response: { 200: InterruptedRecordingResponseSchema, ...ANSWER_FAILURES },
      },
    },
    async (request) => {
      const candidate = admittedCandidate(request);
      const { questionId } = request.params;
      requireRecordedQuestion(candidate, questionId);
      const tools = await options.tools();
      const recording = await interruptedRecordingOf(db, files, tools, candidate, questionId);
      return { result: true as const, recording };
    },
  );
  app.post(
    answerPath,
    {
      schema: {
        description:
          "Submits the saved part of a take cut short as the question's video or audio answer.",
        params: QuestionIdParamsSchema,
        body: SubmitInterruptedRequestSchema,
        response: { 200: SubmitAnswerRecordingResponseSchema, ...ANSWER_FAILURES },
      },
    },
    async (request) => {
      const candidate = admittedCandidate(request);
      const { questionId } = request.params;
      const tools = await options.tools();
      const recording = await submitInterruptedAnswer(
        { ...options, tools },
        candidate,
        questionId,
        request.body,
      );
      return {
        result: true as const,
        status: ANSWER_RECORDING_TEXTS.submitted(questionId),
        recording,
      };
    },
  );
}
