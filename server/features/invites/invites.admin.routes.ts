import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiFailureSchema } from '../../../shared/api.schema';
import { ExtraTimeChangeRequestSchema } from '../../../shared/invites.schema';
import {
  InviteCodeParamsSchema,
  InviteListQuerySchema,
  InviteListResponseSchema,
  InviteResponseSchema,
} from '../../../shared/review.schema';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import {
  changeExtraTime,
  extendInvite,
  listAdminInvites,
  revokeInvite,
} from './invites-admin.service';
import type { UploadAdmissions } from '../recordings/uploads/upload-admissions';
import { currentMember } from '../team/current-member';
import type { AdminInvite } from '../../../shared/review.schema';
import { recordInviteAudit } from './invite-audit';
import { siteOrigin, type LinkOptions } from './site-origin';

export interface AdminInvitesRoutesOptions {
  db: Database;
  links: LinkOptions;
  /** The upload chunks this instance admitted lately: a revoke forgets its candidate's. */
  admissions: UploadAdmissions;
}

/** The review workspace's invite endpoints under `/api/admin/invites`. */
export async function adminInvitesRoutes(
  parent: FastifyInstance,
  options: AdminInvitesRoutesOptions,
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, links } = options;
  const failures = { 400: ApiFailureSchema, 401: ApiFailureSchema, 429: ApiFailureSchema };
  const changeFailures = { ...failures, 404: ApiFailureSchema, 409: ApiFailureSchema };
  const audited = (invite: AdminInvite) => ({ ...invite, roleTitle: invite.role.title });

  app.get(
    '/api/admin/invites',
    {
      schema: {
        querystring: InviteListQuerySchema,
        response: { 200: InviteListResponseSchema, ...failures },
      },
    },
    async (request) => ({
      result: true as const,
      data: await listAdminInvites(db, request.query, siteOrigin(request, links)),
    }),
  );

  app.post(
    '/api/admin/invites/:code/revoke',
    {
      schema: {
        params: InviteCodeParamsSchema,
        response: { 200: InviteResponseSchema, ...changeFailures },
      },
    },
    async (request) => {
      const { code } = request.params;
      const origin = siteOrigin(request, links);
      const invite = await revokeInvite(db, code, origin, options.admissions);
      request.log.info({ code }, 'invite revoked');
      await recordInviteAudit(db, currentMember(request), 'invite.revoke', audited(invite));
      return { result: true as const, status: TEXTS.workspace.inviteRevoked, data: invite };
    },
  );

  app.post(
    '/api/admin/invites/:code/extend',
    {
      schema: {
        params: InviteCodeParamsSchema,
        response: { 200: InviteResponseSchema, ...changeFailures },
      },
    },
    async (request) => {
      const { code } = request.params;
      const invite = await extendInvite(db, code, siteOrigin(request, links));
      request.log.info({ code, expiresAt: invite.expiresAt }, 'invite extended');
      await recordInviteAudit(db, currentMember(request), 'invite.extend', audited(invite), {
        expiresAt: invite.expiresAt,
      });
      return { result: true as const, status: TEXTS.workspace.inviteExtended, data: invite };
    },
  );

  app.patch(
    '/api/admin/invites/:code/extra-time',
    {
      schema: {
        params: InviteCodeParamsSchema,
        body: ExtraTimeChangeRequestSchema,
        response: { 200: InviteResponseSchema, ...changeFailures, 415: ApiFailureSchema },
      },
    },
    async (request) => {
      const { code } = request.params;
      const { extraTime } = request.body;
      const invite = await changeExtraTime(db, code, extraTime, siteOrigin(request, links));
      request.log.info({ code, extraTime }, 'invite extra time changed');
      const status = extraTime
        ? TEXTS.workspace.extraTime.saved
        : TEXTS.workspace.extraTime.removed;
      return { result: true as const, status, data: invite };
    },
  );
}
