import type { z } from 'zod';
import { CandidateListQuerySchema } from './review.schema';

/** A shortlist share shows the candidates the list showed with these filters. */
export const ShareFilterSchema = CandidateListQuerySchema.omit({ page: true, pageSize: true });
export type ShareFilter = z.infer<typeof ShareFilterSchema>;
