import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import {
  RoleExportFileSchema,
  RoleExportSchema,
  RoleIdParamsSchema,
  RoleImportResponseSchema,
} from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { exportFileName, exportRoles } from './role-export';
import { importRoles } from './role-import';
import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import { TRANSFER_TEXTS } from '../../../shared/role-transfer-texts';

/** A file of every role with a logo each (512 KB as base64) is a few MB at most. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** The first problem zod found in the file, naming the role it is in (`/roles/2/...`). */
function firstProblem(error: NonNullable<FastifyRequest['validationError']>): string {
  const [issue] = (error as { validation?: { instancePath?: string; message?: string }[] })
    .validation ?? [{ message: error.message }];
  const message = issue?.message ?? 'The roles file is not valid.';
  const role = /^\/roles\/(\d+)(\/|$)/.exec(issue?.instancePath ?? '');
  return role ? TRANSFER_TEXTS.roleProblem(Number(role[1]) + 1, message) : message;
}

/** Roles exported as a JSON file and imported from one, to move a set-up between installs. */
export async function roleTransferRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/roles/export',
    { schema: { response: { 200: RoleExportFileSchema, ...API_FAILURES } } },
    async (_request, reply) => {
      const now = new Date();
      void reply.header('Content-Disposition', attachment(exportFileName(undefined, now)));
      return exportRoles(db, undefined, now);
    },
  );

  app.get(
    '/api/admin/roles/:id/export',
    {
      schema: {
        params: RoleIdParamsSchema,
        response: { 200: RoleExportFileSchema, ...API_FAILURES },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = await exportRoles(db, id);
      void reply.header('Content-Disposition', attachment(exportFileName(id)));
      return file;
    },
  );

  app.post(
    '/api/admin/roles/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // The handler words zod's refusal itself, naming the role it is in.
      attachValidation: true,
      schema: {
        body: RoleExportSchema,
        response: { 200: RoleImportResponseSchema, ...API_FAILURES, 413: ApiFailureSchema },
      },
    },
    async (request) => {
      if (request.validationError)
        throw new AppError('invalid-input', firstProblem(request.validationError));
      const result = await importRoles(db, request.body);
      request.log.info(
        { created: result.created.length, updated: result.updated.length },
        'roles imported',
      );
      const status = TRANSFER_TEXTS.imported(result.created.length, result.updated.length);
      if (result.created.length + result.updated.length > 0) {
        const target = `${result.created.length} added, ${result.updated.length} updated`;
        await recordAudit(db, currentMember(request), 'roles.import', target, { ...result });
      }
      return { result: true as const, status, data: result };
    },
  );
}

function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
