import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES, ApiFailureSchema, StatusResponseSchema } from '../../../shared/api.schema';
import { PASSKEY_TEXTS } from '../../../shared/passkey-texts';
import {
  AddPasskeyRequestSchema,
  PasskeyAddedResponseSchema,
  PasskeyIdParamsSchema,
  PasskeyListResponseSchema,
  RegistrationOptionsResponseSchema,
} from '../../../shared/passkeys.schema';
import type { Database } from '../../db/client';
import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import { listMemberPasskeys } from './passkeys.repository';
import { addPasskey, registrationOptions, removePasskey, toPasskey } from './passkeys.service';
import { relyingPartyOf } from './relying-party';

/**
 * A member's own passkeys under `/api/admin/me/passkeys`: every role may add and remove their own
 * (a passkey is a way in, not a power).
 */
export async function passkeysRoutes(
  parent: FastifyInstance,
  options: { db: Database; publicUrl: string | undefined },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, publicUrl } = options;
  const config = { access: 'read' as const };
  // Changing a way in: from a signed-in session only.
  const credentials = { ...config, sessionOnly: true };

  app.get(
    '/api/admin/me/passkeys',
    {
      config,
      schema: { response: { 200: PasskeyListResponseSchema, ...API_FAILURES } },
    },
    async (request) => {
      const rows = await listMemberPasskeys(db, currentMember(request).id);
      return { result: true as const, status: 'OK', data: rows.map(toPasskey) };
    },
  );

  app.post(
    '/api/admin/me/passkeys/options',
    {
      config: credentials,
      schema: { response: { 200: RegistrationOptionsResponseSchema, ...API_FAILURES } },
    },
    async (request) => {
      const rp = relyingPartyOf(request, publicUrl);
      const data = await registrationOptions(db, rp, currentMember(request));
      return { result: true as const, status: PASSKEY_TEXTS.optionsReady, data };
    },
  );

  app.post(
    '/api/admin/me/passkeys',
    {
      config: credentials,
      schema: {
        body: AddPasskeyRequestSchema,
        response: {
          200: PasskeyAddedResponseSchema,
          ...API_FAILURES,
          409: ApiFailureSchema,
          410: ApiFailureSchema,
        },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { response, label } = request.body;
      const rp = relyingPartyOf(request, publicUrl);
      const row = await addPasskey(db, rp, member.id, response, label);
      await recordAudit(db, member, 'passkey.add', row.label);
      return { result: true as const, status: PASSKEY_TEXTS.added, data: toPasskey(row) };
    },
  );

  app.delete(
    '/api/admin/me/passkeys/:id',
    {
      config: credentials,
      schema: {
        params: PasskeyIdParamsSchema,
        response: { 200: StatusResponseSchema, ...API_FAILURES, 409: ApiFailureSchema },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const removed = await removePasskey(db, member.id, request.params.id);
      await recordAudit(db, member, 'passkey.remove', removed.label);
      return { result: true as const, status: PASSKEY_TEXTS.removed };
    },
  );
}
