import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locker } from '@tus/utils';
import { API_FAILURES } from '../../../shared/api.schema';
import {
  InterruptedRecordingResponseSchema,
  SubmitInterruptedRequestSchema,
} from '../../../shared/interrupted-recording.schema';
import { SubmitRecordingResponseSchema } from '../../../shared/recording.schema';
import type { Database } from '../../db/client';
import { admittedCandidate } from '../candidates/candidate-auth.plugin';
import type { FfmpegTools } from './ffmpeg';
import { interruptedRecordingOf, submitInterruptedRecording } from './interrupted-recordings';
import type { RecordingProcessing } from './recording-processing';
import type { RecordingStore } from './recording-store';
import type { UploadAdmissions } from './upload-admissions';

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

/** A take cut short mid-way: what was saved of it, and Submit the saved part. */
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
}
