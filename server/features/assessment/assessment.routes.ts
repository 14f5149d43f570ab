import type { FastifyInstance } from 'fastify';
import {
  IntegrityEventRequestSchema,
  SaveAnswerRequestSchema,
  SaveProgressRequestSchema,
} from '../../../shared/assessment.schema';
import type { Database } from '../../db/client';
import { AppError, parseInput } from '../../plugins/errors';
import { admittedCandidate } from '../candidates/candidate-auth.plugin';
import {
  getAssessmentState,
  recordIntegrityEvent,
  saveAnswer,
  saveProgress,
} from './assessment.service';

function parseQuestionId(raw: string): number {
  if (/^\d{1,3}$/.test(raw)) return Number(raw);
  // Only a short, plain id is echoed back: never control characters or a long string.
  const shown = /^[\w-]{1,20}$/.test(raw) ? `Question ${raw}` : 'This question';
  throw new AppError(400, `${shown} does not exist.`);
}

/** The candidate's own assessment, authorised by their secret only. */
export async function assessmentRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const { db } = options;
  app.addHook('preHandler', app.requireCandidate);

  app.get('/api/assessment', async (request) => ({
    result: true,
    data: await getAssessmentState(db, admittedCandidate(request)),
  }));

  app.put<{ Params: { questionId: string } }>(
    '/api/assessment/answers/:questionId',
    async (request) => {
      const questionId = parseQuestionId(request.params.questionId);
      const input = parseInput(SaveAnswerRequestSchema, request.body);
      const saved = await saveAnswer(db, admittedCandidate(request), questionId, input);
      return {
        result: true,
        status: saved.applied ? 'Answer saved.' : 'A newer version is already saved.',
        ...saved,
      };
    },
  );

  app.put('/api/assessment/progress', async (request) => {
    await saveProgress(
      db,
      admittedCandidate(request),
      parseInput(SaveProgressRequestSchema, request.body),
    );
    return { result: true, status: 'Progress saved.' };
  });

  app.post('/api/assessment/events', async (request) => {
    await recordIntegrityEvent(
      db,
      admittedCandidate(request),
      parseInput(IntegrityEventRequestSchema, request.body),
    );
    return { result: true, status: 'Event recorded.' };
  });
}
