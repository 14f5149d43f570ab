import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiFailureSchema, STORED_FILE_FAILURES } from '../../../shared/api.schema';
import { questionIndexParam } from '../../../shared/answer-files.schema';
import { CandidateIdParamsSchema } from '../../../shared/review.schema';
import { ShareCandidateParamsSchema } from '../../../shared/shares.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { RecordingStore } from '../recordings/stores/recording-store';
import { isStorageUnavailable } from '../recordings/stores/storage-availability';
import { assertCandidateShared, openShare } from '../shares/shared-candidates.service';
import { findAnswerFile } from './answer-files.repository';

/**
 * A file answer is the candidate's, not ours: it is only ever downloaded, never shown in the
 * page's origin. `attachment` makes the browser save it; `nosniff` keeps it the type its bytes
 * were found to be; the sandboxing policy stops anything in it (a PDF's script, an HTML polyglot)
 * from running should a browser open it anyway.
 */
export const ANSWER_FILE_CSP = "sandbox; default-src 'none'";

/** `filename*` (RFC 8187) keeps any name; `filename` is its plain-ASCII stand-in for old clients. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

async function sendAnswerFile(
  db: Database,
  files: RecordingStore,
  candidateId: string,
  questionIndex: number,
  reply: FastifyReply,
) {
  const row = await findAnswerFile(db, candidateId, questionIndex);
  if (!row) throw new AppError('answer-file-missing');
  const stream = await files.readFile(row.storageKey).catch((error: unknown) => {
    // The store away is passing (503 with Retry-After); anything else: the file is gone.
    if (isStorageUnavailable(error)) throw error;
    throw new AppError('answer-file-missing');
  });
  return reply
    .code(200)
    .header('Content-Type', row.mimeType)
    .header('Content-Length', row.sizeBytes)
    .header('Content-Disposition', attachmentDisposition(row.fileName))
    .header('Content-Security-Policy', ANSWER_FILE_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}

/** `GET /api/admin/candidates/:id/answers/:questionIndex/file`: in the hiring team's scope. */
export async function answerFileDownloadRoutes(
  parent: FastifyInstance,
  options: { db: Database; files: RecordingStore },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  app.get(
    '/api/admin/candidates/:id/answers/:questionIndex/file',
    {
      schema: {
        description: "The candidate's file answer, as a download.",
        params: CandidateIdParamsSchema.extend({ questionIndex: questionIndexParam }),
        response: STORED_FILE_FAILURES,
      },
      compress: false,
    },
    async (request, reply) =>
      sendAnswerFile(db, files, request.params.id, request.params.questionIndex, reply),
  );
}

/** The same download for a share link's visitor, for a candidate the share shows. */
export async function sharedAnswerFileRoutes(
  parent: FastifyInstance,
  options: { db: Database; files: RecordingStore },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, files } = options;
  app.get(
    '/api/shares/:token/candidates/:id/answers/:questionIndex/file',
    {
      schema: {
        description: "A shared candidate's file answer, as a download.",
        params: ShareCandidateParamsSchema.extend({ questionIndex: questionIndexParam }),
        response: { ...STORED_FILE_FAILURES, 410: ApiFailureSchema },
      },
      compress: false,
    },
    async (request, reply) => {
      const { token, id, questionIndex } = request.params;
      await assertCandidateShared(db, await openShare(db, token), id);
      return sendAnswerFile(db, files, id, questionIndex, reply);
    },
  );
}
