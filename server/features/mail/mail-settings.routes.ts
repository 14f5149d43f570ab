import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import { MAIL_TEXTS } from '../../../shared/mail-texts';
import {
  MailPreferencesChangeSchema,
  MailPreferencesResponseSchema,
  MailStatusResponseSchema,
  type MailPreferences,
} from '../../../shared/mail.schema';
import type { Database } from '../../db/client';
import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import { readMailPreferences, writeMailPreferences } from './mail-preferences';
import type { Mailer } from './mailer';

/** `GET /api/admin/mail` (every member) and `PUT /api/admin/mail/settings` (owner, admin). */
export async function mailSettingsRoutes(
  parent: FastifyInstance,
  options: { db: Database; mailer: Mailer },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, mailer } = options;
  const status = (preferences: MailPreferences) => ({
    enabled: mailer.enabled,
    from: mailer.from,
    ...preferences,
  });

  app.get(
    '/api/admin/mail',
    {
      config: { access: 'read' as const },
      schema: { response: { 200: MailStatusResponseSchema, ...API_FAILURES } },
    },
    async () => ({ result: true as const, data: status(await readMailPreferences(db)) }),
  );

  app.put(
    '/api/admin/mail/settings',
    {
      config: { access: 'manage' as const },
      schema: {
        body: MailPreferencesChangeSchema,
        response: { 200: MailPreferencesResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const actor = currentMember(request);
      const next = { ...(await readMailPreferences(db)), ...request.body };
      await writeMailPreferences(db, next);
      await recordAudit(db, actor, 'mail.settings', 'Mail', { ...request.body });
      return { result: true as const, status: MAIL_TEXTS.preferencesSaved, data: status(next) };
    },
  );
}
