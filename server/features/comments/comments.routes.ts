import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import { CursorPageQuerySchema } from '../../../shared/paging.schema';
import { CandidateIdParamsSchema } from '../../../shared/review.schema';
import {
  CommentIdParamsSchema,
  CommentListResponseSchema,
  CommentResponseSchema,
  CreateCommentRequestSchema,
  EditCommentRequestSchema,
} from '../../../shared/scores.schema';
import { SCORES_TEXTS } from '../../../shared/scores-texts';
import type { Database } from '../../db/client';
import { notifyMentions } from '../mail/mention-mail';
import { currentMember } from '../team/current-member';
import { addComment, editComment, listComments, removeComment } from './comments.service';

/**
 * The team's comment thread on a candidate: everyone reads it, reviewers and up write, and each
 * comment is changed or deleted only by its author.
 */
export async function commentsRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const read = { access: 'read' as const };
  const review = { access: 'review' as const };

  app.get(
    '/api/admin/candidates/:id/comments',
    {
      config: read,
      schema: {
        params: CandidateIdParamsSchema,
        querystring: CursorPageQuerySchema,
        response: { 200: CommentListResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const page = await listComments(db, request.params.id, request.query);
      return { result: true as const, status: 'OK', data: page.items, nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/api/admin/candidates/:id/comments',
    {
      config: review,
      schema: {
        params: CandidateIdParamsSchema,
        body: CreateCommentRequestSchema,
        response: { 201: CommentResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const data = await addComment(db, request.params.id, member, request.body);
      await notifyMentions(db, app.mail, data, request.log);
      return reply
        .code(201)
        .send({ result: true as const, status: SCORES_TEXTS.commentAdded, data });
    },
  );

  app.patch(
    '/api/admin/comments/:id',
    {
      config: review,
      schema: {
        params: CommentIdParamsSchema,
        body: EditCommentRequestSchema,
        response: { 200: CommentResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const data = await editComment(db, request.params.id, member, request.body);
      await notifyMentions(db, app.mail, data, request.log);
      return { result: true as const, status: SCORES_TEXTS.commentSaved, data };
    },
  );

  app.delete(
    '/api/admin/comments/:id',
    {
      config: review,
      schema: {
        params: CommentIdParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      await removeComment(db, request.params.id, currentMember(request));
      return { result: true as const, status: SCORES_TEXTS.commentDeleted };
    },
  );
}
