import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import { ANSWER_FILE_TEXTS, ANSWER_FILE_TYPE_LIST } from '../../../shared/answer-file-texts';
import {
  ANSWER_FILE_NAME_HEADER,
  AnswerFileHeadersSchema,
  SaveAnswerFileResponseSchema,
} from '../../../shared/answer-files.schema';
import { QuestionIdParamsSchema } from '../../../shared/assessment.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { admittedCandidate } from '../candidates/candidate-auth.plugin';
import type { RecordingStore } from '../recordings/stores/recording-store';
import { admitAnswerFile, removeAnswerFile, saveAnswerFile } from './answer-files.service';

const FILE_PATH = '/api/assessment/answers/:questionId/file';

/** The declared length, when there is one (a chunked body has none). */
function declaredLength(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d+$/.test(header)) return undefined;
  return Number(header);
}

/**
 * A refusal while the body may still be arriving ends the connection after it is answered, so the
 * rest of an oversized file is never read (Node would otherwise read and drop it to reuse the
 * connection).
 */
async function closingOnRefusal<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    void reply.header('Connection', 'close');
    throw error;
  }
}

/**
 * The candidate's file answer: `PUT` the raw bytes (`application/octet-stream`, the name in
 * `X-File-Name`), `DELETE` to remove it. In the candidate's scope (their secret).
 */
export async function answerFilesRoutes(
  parent: FastifyInstance,
  options: { db: Database; files: RecordingStore },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  // In this plugin only, and left unread: the route reads the body itself, up to the question's
  // limit (Fastify's body limit does not apply to a body passed on as a stream).
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
    done(null, payload),
  );

  app.put(
    FILE_PATH,
    {
      schema: {
        description:
          "The file's bytes as the body (`Content-Type: application/octet-stream`), its name in " +
          `\`X-File-Name\` (encodeURIComponent). ${ANSWER_FILE_TYPE_LIST}, found from the bytes; at ` +
          "most the question's `maxMegabytes` (413 `file-too-large`, decided from Content-Length " +
          'before the body is read, or as soon as a body passes it). A new file replaces the old one.',
        params: QuestionIdParamsSchema,
        headers: AnswerFileHeadersSchema,
        response: {
          200: SaveAnswerFileResponseSchema,
          ...API_FAILURES,
          409: ApiFailureSchema,
          413: ApiFailureSchema,
          415: ApiFailureSchema,
          503: ApiFailureSchema,
          507: ApiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const candidate = admittedCandidate(request);
      const { questionId } = request.params;
      const file = await closingOnRefusal(reply, async () => {
        const form = await admitAnswerFile(
          db,
          candidate,
          questionId,
          declaredLength(request.headers['content-length']),
        );
        // No body at all; a JSON or text body was parsed by another parser: not a file.
        if (request.body === undefined) throw new AppError('file-empty');
        if (!(request.body instanceof Readable)) throw new AppError('unsupported-content-type');
        return saveAnswerFile(
          db,
          files,
          candidate,
          questionId,
          form,
          {
            body: request.body,
            nameHeader: request.headers[ANSWER_FILE_NAME_HEADER],
          },
          request.log,
        );
      });
      return { result: true as const, status: ANSWER_FILE_TEXTS.saved, file };
    },
  );

  app.delete(
    FILE_PATH,
    {
      schema: {
        description: 'Removes the file answer; none there is answered as removed too.',
        params: QuestionIdParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      const removed = await removeAnswerFile(
        db,
        files,
        admittedCandidate(request),
        request.params.questionId,
        request.log,
      );
      return {
        result: true as const,
        status: removed ? ANSWER_FILE_TEXTS.removed : ANSWER_FILE_TEXTS.nothingToRemove,
      };
    },
  );
}
