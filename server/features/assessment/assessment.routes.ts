import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import {
  AssessmentStateSchema,
  CompleteAssessmentResponseSchema,
  IntegrityEventRequestSchema,
  QuestionIdParamsSchema,
  SaveAnswerRequestSchema,
  SaveAnswerResponseSchema,
  SaveProgressRequestSchema,
  SkipQuestionResponseSchema,
} from '../../../shared/assessment.schema';
import type { Database } from '../../db/client';
import { admittedCandidate } from '../candidates/candidate-auth.plugin';
import {
  completeWithoutVideo,
  getAssessmentState,
  saveAnswer,
  saveProgress,
} from './assessment.service';
import { recordIntegrityEvent } from './integrity-events.service';
import { skipQuestion, unskipQuestion } from './question-skips.service';

/** The candidate's own assessment, authorised by their secret only. */
export async function assessmentRoutes(
  parent: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/assessment',
    {
      // The answers are read with the candidate's session, in one statement.
      config: { candidateAnswers: true },
      schema: { response: { 200: AssessmentStateSchema, ...API_FAILURES } },
    },
    async (request) => ({
      result: true as const,
      data: await getAssessmentState(db, admittedCandidate(request)),
    }),
  );

  app.put(
    '/api/assessment/answers/:questionId',
    {
      schema: {
        params: QuestionIdParamsSchema,
        body: SaveAnswerRequestSchema,
        // 409: submitted, skipped, or not a question answered this way.
        response: { 200: SaveAnswerResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      const { questionId } = request.params;
      const saved = await saveAnswer(db, admittedCandidate(request), questionId, request.body);
      return {
        result: true as const,
        status: saved.applied ? 'Answer saved.' : 'A newer version is already saved.',
        ...saved,
      };
    },
  );

  // An optional question skipped, or the skip undone (docs/product.md#answer-types).
  const skipRoute = {
    schema: {
      params: QuestionIdParamsSchema,
      // 409: submitted, a required question, or one answered already.
      response: { 200: SkipQuestionResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
    },
  };
  app.post('/api/assessment/answers/:questionId/skip', skipRoute, async (request) => {
    const { questionId } = request.params;
    const answer = await skipQuestion(db, admittedCandidate(request), questionId);
    return { result: true as const, status: 'Question skipped.', answer };
  });
  app.delete('/api/assessment/answers/:questionId/skip', skipRoute, async (request) => {
    const { questionId } = request.params;
    const answer = await unskipQuestion(db, admittedCandidate(request), questionId);
    return { result: true as const, status: 'The question takes your answer again.', answer };
  });

  app.put(
    '/api/assessment/progress',
    {
      schema: {
        body: SaveProgressRequestSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      await saveProgress(db, admittedCandidate(request), request.body);
      return { result: true as const, status: 'Progress saved.' };
    },
  );

  app.post(
    '/api/assessment/complete',
    { schema: { response: { 200: CompleteAssessmentResponseSchema, ...API_FAILURES } } },
    async (request) => {
      const candidate = admittedCandidate(request);
      const progress = await completeWithoutVideo(db, candidate);
      // Without video the candidate is done now (sent once, however often this is asked).
      await app.webhooks.candidateCompletedIfSettled(candidate.id);
      // "We received it" to the candidate, "a candidate finished" to the team: once each.
      await app.mail.notifyCompletion(candidate.id);
      return { result: true as const, status: 'Your assessment is submitted.', progress };
    },
  );

  app.post(
    '/api/assessment/events',
    {
      schema: {
        body: IntegrityEventRequestSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      await recordIntegrityEvent(db, admittedCandidate(request), request.body);
      return { result: true as const, status: 'Event recorded.' };
    },
  );
}
