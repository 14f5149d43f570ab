import type { FastifyInstance } from 'fastify';
import { SubmitRecordingRequestSchema } from '../../../shared/recording.schema';
import type { Database } from '../../db/client';
import { parseInput } from '../../plugins/errors';
import { admittedCandidate } from '../candidates/candidate-auth.plugin';
import { submitRecording } from './recordings.service';

/** Submit Recording: marks the video step complete once the upload has fully arrived. */
export async function recordingsRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  app.post('/api/assessment/video', { preHandler: app.requireCandidate }, async (request) => {
    const input = parseInput(SubmitRecordingRequestSchema, request.body);
    const progress = await submitRecording(
      options.db,
      app.recordingProcessor.files,
      admittedCandidate(request),
      input,
    );
    return { result: true, status: 'Your video introduction is submitted.', progress };
  });
}
