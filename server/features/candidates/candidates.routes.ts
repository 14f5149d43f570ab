import type { FastifyInstance } from 'fastify';
import { RegistrationRequestSchema } from '../../../shared/registration.schema';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { parseInput } from '../../plugins/errors';
import { registerCandidate } from './registration.service';

export async function candidatesRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  app.post('/now-assessment', async (request) => {
    const input = parseInput(RegistrationRequestSchema, request.body);
    const { unique, completed } = await registerCandidate(options.db, input);
    request.log.info({ invite: input.invitecode.slice(0, 4) }, 'candidate registered');
    const status = completed ? TEXTS.signup.alreadyComplete : TEXTS.signup.begun;
    return { result: true, status, unique };
  });
}
