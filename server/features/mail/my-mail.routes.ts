import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import { MAIL_TEXTS } from '../../../shared/mail-texts';
import {
  MyMailPreferencesResponseSchema,
  MyMailPreferencesSchema,
} from '../../../shared/mail.schema';
import type { Database } from '../../db/client';
import { currentMember } from '../team/current-member';
import { readMyMailPreferences, writeMyMailPreferences } from './my-mail-preferences';

/** `GET` and `PUT /api/admin/me/mail`: each member's own mail choices (every member). */
export async function myMailRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const config = { access: 'read' as const };
  const response = { 200: MyMailPreferencesResponseSchema, ...API_FAILURES };

  app.get('/api/admin/me/mail', { config, schema: { response } }, async (request) => ({
    result: true as const,
    status: 'OK',
    data: await readMyMailPreferences(db, currentMember(request).id),
  }));

  app.put(
    '/api/admin/me/mail',
    {
      config,
      schema: {
        body: MyMailPreferencesSchema,
        response: { ...response, 415: ApiFailureSchema },
      },
    },
    async (request) => {
      await writeMyMailPreferences(db, currentMember(request).id, request.body);
      return { result: true as const, status: MAIL_TEXTS.myPreferencesSaved, data: request.body };
    },
  );
}
