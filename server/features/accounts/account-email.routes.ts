import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_EMAIL_TEXTS } from '../../../shared/account-email-texts';
import { SetAccountEmailRequestSchema } from '../../../shared/account-email.schema';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import { AccountResponseSchema } from '../../../shared/members.schema';
import type { Database } from '../../db/client';
import { isPgError, PG_ERROR } from '../../db/postgres-error';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../team/audit';
import { currentMember, toMember } from '../team/current-member';
import { OWNER_MEMBER_ID } from '../team/owner';
import { setMemberEmail } from './account-email.repository';

/**
 * `PUT /api/admin/me/email`: the built-in owner, who signs in with the admin passkey and so has no
 * address of their own, gives one for the workspace's mails (`docs/mail.md`). A member's email is
 * the one they joined with and signs in with: not changed here (403).
 */
export async function accountEmailRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.put(
    '/api/admin/me/email',
    {
      config: { access: 'read' as const },
      schema: {
        body: SetAccountEmailRequestSchema,
        response: {
          200: AccountResponseSchema,
          ...API_FAILURES,
          409: ApiFailureSchema,
          415: ApiFailureSchema,
        },
      },
    },
    async (request) => {
      const member = currentMember(request);
      if (member.id !== OWNER_MEMBER_ID) throw new AppError('email-owner-only');
      const row = await setMemberEmail(db, member.id, request.body.email).catch(
        (error: unknown) => {
          if (isPgError(error, PG_ERROR.uniqueViolation)) throw new AppError('email-taken');
          throw error;
        },
      );
      if (!row) throw new AppError('account-missing');
      await recordAudit(db, member, 'email.set', row.email ?? '');
      return {
        result: true as const,
        status: ACCOUNT_EMAIL_TEXTS.saved,
        data: { ...toMember(row), hasPassword: row.passwordHash !== null },
      };
    },
  );
}
