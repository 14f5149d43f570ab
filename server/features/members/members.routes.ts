import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import {
  CreateMemberInviteRequestSchema,
  MemberIdParamsSchema,
  MemberInviteCreatedResponseSchema,
  MemberInviteIdParamsSchema,
  MemberResponseSchema,
  TeamResponseSchema,
  UpdateMemberRoleRequestSchema,
} from '../../../shared/members.schema';
import { CursorPageQuerySchema } from '../../../shared/paging.schema';
import type { Database } from '../../db/client';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import { AppError } from '../../plugins/errors';
import { siteOrigin, type LinkOptions } from '../invites/site-origin';
import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import { createMemberInvite, memberInviteUrl, toMemberInvite } from './member-invites.service';
import { listMembers, listPendingInvites, revokePendingInvite } from './members.repository';
import {
  changeMemberRole,
  refuseOwnerGrant,
  removeTeamMember,
  toTeamMember,
} from './members.service';

/** Where the members' next page starts (`listMembers`): none for the first. */
function memberAnchor(cursor: string | undefined) {
  if (cursor === undefined) return null;
  const [flag, createdText, id] = decodeCursor(cursor, ['flag', 'timestamp', 'uuid']) as [
    string,
    string,
    string,
  ];
  return { removed: flag === '1', createdText, id };
}

/** The team under `/api/admin/members`: for the owner role only (`team` access). */
export async function membersRoutes(
  parent: FastifyInstance,
  options: { db: Database; links: LinkOptions },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, links } = options;
  const config = { access: 'team' as const };
  const failures = { ...API_FAILURES, 409: ApiFailureSchema, 415: ApiFailureSchema };

  app.get(
    '/api/admin/members',
    {
      config,
      schema: {
        querystring: CursorPageQuerySchema,
        response: { 200: TeamResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const [members, invites] = await Promise.all([
        listMembers(db, { after: memberAnchor(cursor), limit: limit + 1 }),
        listPendingInvites(db, new Date()),
      ]);
      const page = pageOf(members, limit, (last) => [
        last.removedAt ? '1' : '0',
        last.createdText,
        last.id,
      ]);
      return {
        result: true as const,
        status: 'OK',
        data: {
          members: page.items.map(toTeamMember),
          invites: invites.map((row) => toMemberInvite(row, row.createdByName)),
          nextCursor: page.nextCursor,
        },
      };
    },
  );

  app.post(
    '/api/admin/members/invites',
    {
      config,
      schema: {
        body: CreateMemberInviteRequestSchema,
        response: { 200: MemberInviteCreatedResponseSchema, ...failures },
      },
    },
    async (request) => {
      const actor = currentMember(request);
      refuseOwnerGrant(actor, request.body.role);
      const { token, row } = await createMemberInvite(db, request.body, actor.id);
      await recordAudit(db, actor, 'member.invite', row.name, { role: row.role });
      const link = memberInviteUrl(siteOrigin(request, links), token);
      // With mail on and an address, the new member gets the same link by mail.
      await app.mail.queueMemberInvite({
        inviteId: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        invitedBy: actor.name,
        link,
        expiresAt: row.expiresAt,
      });
      return {
        result: true as const,
        status: ACCOUNT_TEXTS.inviteCreated,
        data: { invite: toMemberInvite(row, actor.name), link },
      };
    },
  );

  app.delete(
    '/api/admin/members/invites/:id',
    {
      config,
      schema: {
        params: MemberInviteIdParamsSchema,
        response: { 200: StatusResponseSchema, ...failures },
      },
    },
    async (request) => {
      const actor = currentMember(request);
      const row = await revokePendingInvite(db, request.params.id, new Date());
      if (!row) throw new AppError('member-invite-not-pending');
      await recordAudit(db, actor, 'member.invite-revoke', row.name, { role: row.role });
      return { result: true as const, status: ACCOUNT_TEXTS.inviteRevokedDone };
    },
  );

  app.patch(
    '/api/admin/members/:id',
    {
      config,
      schema: {
        params: MemberIdParamsSchema,
        body: UpdateMemberRoleRequestSchema,
        response: { 200: MemberResponseSchema, ...failures },
      },
    },
    async (request) => {
      const actor = currentMember(request);
      const row = await changeMemberRole(db, actor, request.params.id, request.body.role);
      await recordAudit(db, actor, 'member.role', row.name, { role: row.role });
      return {
        result: true as const,
        status: ACCOUNT_TEXTS.roleChanged(row.name, row.role),
        data: toTeamMember(row),
      };
    },
  );

  app.delete(
    '/api/admin/members/:id',
    {
      config,
      schema: {
        params: MemberIdParamsSchema,
        response: { 200: StatusResponseSchema, ...failures },
      },
    },
    async (request) => {
      const actor = currentMember(request);
      const row = await removeTeamMember(db, actor, request.params.id);
      await recordAudit(db, actor, 'member.remove', row.name);
      request.log.info({ memberId: row.id }, 'member removed');
      return { result: true as const, status: ACCOUNT_TEXTS.memberRemoved(row.name) };
    },
  );
}
