import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_QUESTION_COUNT, ROLE_ID_PATTERN } from '../../../shared/constants';
import { PROJECT_ROOT } from '../../project-root';

const CATALOGUE_DIR = path.join(PROJECT_ROOT, 'catalogue');

const CatalogueCompanySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+$/),
  name: z.string().min(1).max(120),
  url: z
    .string()
    .regex(/^https:\/\/[a-z0-9-]+\.example$/, 'catalogue urls use the reserved .example domain'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  tagline: z.string().default(''),
});

const CatalogueRoleSchema = z.object({
  id: z.string().regex(ROLE_ID_PATTERN),
  company: z.string(),
  role: z.string().min(1).max(160),
  questions: z.array(z.string().min(1)).length(DEFAULT_QUESTION_COUNT),
});

export type CatalogueCompany = z.infer<typeof CatalogueCompanySchema>;
export type CatalogueRole = z.infer<typeof CatalogueRoleSchema>;

export interface Catalogue {
  companies: CatalogueCompany[];
  roles: CatalogueRole[];
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, file), 'utf8'));
}

/** Reads and checks the built-in catalogue shipped in `catalogue/`. */
export function readCatalogue(): Catalogue {
  const companies = z.array(CatalogueCompanySchema).parse(readJson('companies.json'));
  const roles = z.array(CatalogueRoleSchema).parse(readJson('roles.json'));
  const slugs = new Set(companies.map((company) => company.slug));
  const ids = new Set<string>();
  for (const role of roles) {
    if (!slugs.has(role.company))
      throw new Error(`Role ${role.id} names unknown company ${role.company}`);
    if (ids.has(role.id)) throw new Error(`Role id ${role.id} appears twice in the catalogue`);
    ids.add(role.id);
  }
  return { companies, roles };
}
