import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../../shared/api.schema';
import {
  DueCandidatesResponseSchema,
  DueQuerySchema,
  PrivacyResponseSchema,
  PrivacySettingsSchema,
} from '../../../../shared/privacy.schema';
import { PRIVACY_TEXTS } from '../../../../shared/privacy-texts';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../team/audit';
import { currentMember } from '../../team/current-member';
import { countDueForDeletion, listDueForDeletion } from '../due/deletion-due.repository';
import { privacyState, savePrivacySettings } from './privacy-settings.service';

/**
 * Settings → Privacy (owners and admins) and the candidates page's "to be deleted soon" (every
 * member), docs/privacy.md.
 */
export async function privacyRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/privacy',
    {
      config: { access: 'manage' as const },
      schema: { response: { 200: PrivacyResponseSchema, ...API_FAILURES } },
    },
    async () => ({ result: true as const, data: await privacyState(db, app.mail.enabled) }),
  );

  app.put(
    '/api/admin/privacy',
    {
      config: { access: 'manage' as const },
      schema: {
        body: PrivacySettingsSchema,
        response: { 200: PrivacyResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const settings = request.body;
      const data = await savePrivacySettings(db, settings, app.mail.enabled);
      // The notice itself may be long: the log keeps whether the team wrote its own.
      const { notice, ...rest } = settings;
      await recordAudit(db, currentMember(request), 'privacy.settings', 'Privacy', {
        ...rest,
        ownNotice: notice !== null,
      });
      return { result: true as const, status: PRIVACY_TEXTS.settingsSaved, data };
    },
  );

  app.get(
    '/api/admin/privacy/due',
    {
      config: { access: 'read' as const },
      schema: {
        querystring: DueQuerySchema,
        response: { 200: DueCandidatesResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      // The candidates page shows the soonest few and the count; its filter "to be deleted"
      // pages through all of them.
      const within = { now: new Date(), withinDays: request.query.days };
      const [due, total] = await Promise.all([
        listDueForDeletion(db, { ...within, limit: request.query.limit }),
        countDueForDeletion(db, within),
      ]);
      return {
        result: true as const,
        data: {
          candidates: due.map((candidate) => ({
            ...candidate,
            deleteOn: candidate.deleteOn.toISOString(),
          })),
          total,
        },
      };
    },
  );
}
