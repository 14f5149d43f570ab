import { DEFAULT_ROLE_SETTINGS, type RoleTemplate } from '../../../shared/roles.schema';
import { WRITTEN_REQUIRED } from '../../../shared/question-forms.schema';
import { readCatalogue } from './catalogue';

let templates: RoleTemplate[] | undefined;

/**
 * The built-in catalogue's roles as templates to copy into a new role: default settings, no
 * guidance, no logo (the copy gets its company's monogram). Read once: the files ship with the app.
 */
export function listRoleTemplates(): RoleTemplate[] {
  templates ??= buildTemplates();
  return templates;
}

function buildTemplates(): RoleTemplate[] {
  const catalogue = readCatalogue();
  const companies = new Map(catalogue.companies.map((company) => [company.slug, company]));
  return catalogue.roles.map((role) => {
    const company = companies.get(role.company)!;
    return {
      templateId: role.id,
      title: role.role,
      companyName: company.name,
      input: {
        title: role.role,
        company: { name: company.name, url: company.url, logoId: null },
        questions: role.questions.map((text) => ({ text, guidance: '', ...WRITTEN_REQUIRED })),
        settings: DEFAULT_ROLE_SETTINGS,
      },
    };
  });
}
