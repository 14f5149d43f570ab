import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVITE_FAILURES } from '../../../shared/api.schema';
import {
  RegistrationRequestSchema,
  RegistrationResponseSchema,
} from '../../../shared/registration.schema';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { registerCandidate } from './registration.service';

/** `POST /now-assessment`: registration with an invite (docs/product.md#registration). */
export async function candidatesRoutes(
  parent: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/now-assessment',
    {
      schema: {
        body: RegistrationRequestSchema,
        response: { 200: RegistrationResponseSchema, ...INVITE_FAILURES },
      },
    },
    async (request) => {
      const input = request.body;
      const { unique, completed, registered } = await registerCandidate(
        options.db,
        input,
        (tx, candidateId) =>
          parent.webhooks.queueCandidateEvent(tx, 'candidate.registered', candidateId),
      );
      if (registered) parent.webhooks.relay.wake();
      request.log.info({ invite: input.invitecode.slice(0, 4) }, 'candidate registered');
      const status = completed ? TEXTS.signup.alreadyComplete : TEXTS.signup.begun;
      return { result: true as const, status, unique };
    },
  );
}
