import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_FAILURES } from '../../../shared/api.schema';
import type { CandidateTexts } from '../../../shared/candidate-texts';
import {
  CandidateTextsResponseSchema,
  CandidateTextsSchema,
} from '../../../shared/candidate-texts.schema';
import type { Database } from '../../db/client';
import { recordAudit } from '../team/audit';
import { currentMember } from '../team/current-member';
import { readWorkspaceTexts, writeWorkspaceTexts } from './candidate-texts.repository';
import { sanitizeCandidateTexts } from './candidate-texts.service';

/** Which of the team's words are its own, for the audit log (the texts themselves may be long). */
function ownTexts(texts: CandidateTexts) {
  return {
    agreement: texts.agreement !== null,
    fields: texts.fields,
    sections: texts.sections,
    nextSteps: texts.nextSteps !== null,
    inviteIntro: texts.inviteIntro !== null,
  };
}

/** Settings → Candidate texts (owners and admins), docs/product.md#candidate-texts. */
export async function candidateTextsRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  app.get(
    '/api/admin/candidate-texts',
    {
      config: { access: 'manage' as const },
      schema: { response: { 200: CandidateTextsResponseSchema, ...API_FAILURES } },
    },
    async () => ({ result: true as const, data: await readWorkspaceTexts(db) }),
  );

  app.put(
    '/api/admin/candidate-texts',
    {
      config: { access: 'manage' as const },
      schema: {
        body: CandidateTextsSchema,
        response: { 200: CandidateTextsResponseSchema, ...API_FAILURES },
      },
    },
    async (request) => {
      const texts = sanitizeCandidateTexts(request.body);
      await writeWorkspaceTexts(db, texts);
      await recordAudit(
        db,
        currentMember(request),
        'candidate-texts.settings',
        'Candidate texts',
        ownTexts(texts),
      );
      return { result: true as const, status: 'The candidate texts are saved.', data: texts };
    },
  );
}
