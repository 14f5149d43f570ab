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
import { setMemberEmail } from './account-email.repository';

/**
 * `PUT /api/admin/me/email`: one's own address. The built-in owner, who signs in with the admin
 * passkey and so has none, gives one for the workspace's mails (`docs/mail.md`); a member changes
 * the one they joined with, which is also the one they sign in with.
 */
export async function accountEmailRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.put(
    '/api/admin/me/email',
    {
      // The address is also the password sign-in name: like the other credentials it changes
      // only from a signed-in browser, never with an API token (docs/team.md).
      config: { access: 'read' as const, sessionOnly: true },
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
