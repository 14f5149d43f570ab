import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../../shared/api.schema';
import {
  RoleRetentionResponseSchema,
  RoleRetentionSchema,
} from '../../../../shared/privacy.schema';
import { PRIVACY_TEXTS } from '../../../../shared/privacy-texts';
import { RoleIdParamsSchema } from '../../../../shared/roles.schema';
import type { Database } from '../../../db/client';
import { AppError } from '../../../plugins/errors';
import { recordAudit } from '../../team/audit';
import { currentMember } from '../../team/current-member';
import { setRoleRetention } from './role-retention.repository';

/**
 * A role's own retention (owners and admins), docs/privacy.md: its candidates are kept by these
 * periods instead of the team's. Not part of the role's versions: it is about the candidates
 * already there as much as about those to come.
 */
export async function roleRetentionRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.put(
    '/api/admin/roles/:id/retention',
    {
      config: { access: 'manage' as const },
      schema: {
        params: RoleIdParamsSchema,
        body: RoleRetentionSchema,
        response: { 200: RoleRetentionResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { retention } = request.body;
      const title = await setRoleRetention(db, id, retention);
      if (title === null) throw new AppError('role-missing', id);
      await recordAudit(db, currentMember(request), 'role.edit', title, { roleId: id, retention });
      const status =
        retention === null ? PRIVACY_TEXTS.roleRetentionTeam : PRIVACY_TEXTS.roleRetentionSaved;
      return { result: true as const, status, data: { retention } };
    },
  );
}
