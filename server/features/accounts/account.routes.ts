import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import {
  AccountResponseSchema,
  SetPasswordRequestSchema,
  UpdateAccountRequestSchema,
} from '../../../shared/members.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { endMemberAccess } from '../admin-auth/member-access.service';
import { recordAudit } from '../team/audit';
import { currentMember, toMember } from '../team/current-member';
import { activeMember } from '../team/members.service';
import { renameMember, setMemberPasswordHash, type AccountRow } from './accounts.repository';
import type { PasswordHasher } from './password';

const toAccount = (row: AccountRow) => ({
  ...toMember(row),
  hasPassword: row.passwordHash !== null,
});

/** One's own account under `/api/admin/me`: every member may read and change their own. */
export async function accountRoutes(
  parent: FastifyInstance,
  options: { db: Database; passwords: PasswordHasher },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = options;
  const config = { access: 'read' as const };
  // Changing a way in: from a signed-in session only.
  const credentials = { ...config, sessionOnly: true };
  const failures = { ...API_FAILURES, 415: ApiFailureSchema };

  const myRow = async (id: string) => {
    const row = await activeMember(db, id);
    if (!row) throw new AppError('account-missing');
    return row;
  };

  app.get(
    '/api/admin/me',
    { config, schema: { response: { 200: AccountResponseSchema, ...failures } } },
    async (request) => ({
      result: true as const,
      status: 'OK',
      data: toAccount(await myRow(currentMember(request).id)),
    }),
  );

  app.patch(
    '/api/admin/me',
    {
      config,
      schema: {
        body: UpdateAccountRequestSchema,
        response: { 200: AccountResponseSchema, ...failures },
      },
    },
    async (request) => {
      const row = await renameMember(db, currentMember(request).id, request.body.name);
      if (!row) throw new AppError('account-missing');
      return { result: true as const, status: ACCOUNT_TEXTS.nameSaved, data: toAccount(row) };
    },
  );

  app.put(
    '/api/admin/me/password',
    {
      config: credentials,
      schema: {
        body: SetPasswordRequestSchema,
        response: { 200: StatusResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      const row = await myRow(member.id);
      const { currentPassword, newPassword } = request.body;
      if (row.passwordHash !== null) {
        if (currentPassword === undefined) {
          throw new AppError('current-password-needed');
        }
        // A wrong current password is a guess at it: throttled as a wrong sign-in is, and 403,
        // not 401, since the session itself is fine (the workspace signs out on a 401).
        const right = await passwords.verify(currentPassword, row.passwordHash);
        try {
          await app.checkCredential(request, reply, right);
        } catch (error) {
          if (error instanceof AppError && error.code === 'passkey-wrong') {
            throw new AppError('current-password-wrong');
          }
          throw error;
        }
      }
      const passwordHash = await passwords.hash(newPassword);
      // Whoever held an older password may hold a session or a token made with it: they end with
      // it, all but this browser's session (`sessionOnly` makes sure there is one).
      const ended = await db.transaction(async (tx) => {
        await setMemberPasswordHash(tx, member.id, passwordHash);
        return endMemberAccess(tx, member.id, app.adminCookie.read(request) ?? null);
      });
      await recordAudit(db, member, 'password.set', member.name, { ended });
      return { result: true as const, status: ACCOUNT_TEXTS.passwordSet };
    },
  );
}
