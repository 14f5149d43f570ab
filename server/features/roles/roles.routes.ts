import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import {
  CreateRoleRequestSchema,
  RoleChangeResponseSchema,
  RoleDetailResponseSchema,
  RoleIdParamsSchema,
  RoleInputSchema,
  RoleListSchema,
  RoleOverviewChangeResponseSchema,
  RoleOverviewListResponseSchema,
  RoleTemplateListResponseSchema,
} from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { adminActor } from '../admin-auth/admin-auth.plugin';
import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import { createRole, roleDetail, updateRole } from './role-editing.service';
import { listRoleOverview, setRoleArchived } from './role-overview.service';
import { listRoleTemplates } from './role-templates';
import { ROLE_TEXTS } from '../../../shared/role-texts';
import { listRoles } from './roles.service';

/**
 * The hiring team's roles under `/api/admin/roles`: the invite panel's list of live roles, and
 * the roles page's overview, editor, archive and templates.
 */
export async function rolesRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const changeFailures = { ...API_FAILURES, 409: ApiFailureSchema };

  app.get(
    '/api/admin/roles',
    { schema: { response: { 200: RoleListSchema, ...API_FAILURES } } },
    async () => listRoles(db),
  );

  app.get(
    '/api/admin/roles/overview',
    { schema: { response: { 200: RoleOverviewListResponseSchema, ...API_FAILURES } } },
    async () => ({ result: true as const, data: await listRoleOverview(db) }),
  );

  app.get(
    '/api/admin/role-templates',
    { schema: { response: { 200: RoleTemplateListResponseSchema, ...API_FAILURES } } },
    async () => ({ result: true as const, data: listRoleTemplates() }),
  );

  app.get(
    '/api/admin/roles/:id',
    {
      schema: {
        params: RoleIdParamsSchema,
        response: { 200: RoleDetailResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => ({ result: true as const, data: await roleDetail(db, request.params.id) }),
  );

  app.post(
    '/api/admin/roles',
    {
      schema: {
        body: CreateRoleRequestSchema,
        response: { 201: RoleChangeResponseSchema, ...changeFailures },
      },
    },
    async (request, reply) => {
      const role = await createRole(db, request.body, adminActor(request));
      request.log.info({ roleId: role.id }, 'role created');
      await recordAudit(db, currentMember(request), 'role.create', role.role, { roleId: role.id });
      return reply
        .code(201)
        .send({ result: true as const, status: ROLE_TEXTS.created, data: role });
    },
  );

  app.put(
    '/api/admin/roles/:id',
    {
      schema: {
        params: RoleIdParamsSchema,
        body: RoleInputSchema,
        response: { 200: RoleChangeResponseSchema, ...changeFailures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { role, changed } = await updateRole(db, id, request.body, adminActor(request));
      if (changed) {
        request.log.info({ roleId: id, version: role.version }, 'role edited');
        await recordAudit(db, currentMember(request), 'role.edit', role.role, {
          roleId: id,
          version: role.version,
        });
      }
      const status = changed ? ROLE_TEXTS.saved : ROLE_TEXTS.unchanged;
      return { result: true as const, status, data: role };
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/admin/roles/:id/${action}`,
      {
        schema: {
          params: RoleIdParamsSchema,
          response: { 200: RoleOverviewChangeResponseSchema, ...changeFailures },
        },
      },
      async (request) => {
        const { id } = request.params;
        const role = await setRoleArchived(db, id, archived);
        request.log.info({ roleId: id }, archived ? 'role archived' : 'role restored');
        await recordAudit(
          db,
          currentMember(request),
          archived ? 'role.archive' : 'role.restore',
          role.title,
          { roleId: id },
        );
        const status = archived ? ROLE_TEXTS.archived : ROLE_TEXTS.restored;
        return { result: true as const, status, data: role };
      },
    );
  }
}
