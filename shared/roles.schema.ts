import { z } from 'zod';
import { ROLE_ID_PATTERN } from './constants';

export const CompanySchema = z.object({
  name: z.string().min(1).max(120),
  url: z.url(),
  logo: z.string().max(20_000),
});

/** A role (interview definition) as the admin API lists it. */
export const RoleSchema = z.object({
  id: z.string().regex(ROLE_ID_PATTERN),
  role: z.string().min(1).max(160),
  company: CompanySchema,
  maxMinutes: z.string(),
  questions: z.array(z.string().min(1).max(2000)).min(1).max(10),
});
export type Role = z.infer<typeof RoleSchema>;
export const RoleListSchema = z.array(RoleSchema);
