import { schemaResolver, useForm } from '@mantine/form';
import { ROLE_ID_PATTERN } from '../../../../shared/constants';
import { RoleInputSchema } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import type { RoleFormValues } from '../lib/role-form-values';
import { rolesTexts } from '../roles-texts';

const validateInput = schemaResolver(RoleInputSchema, { sync: true });

/**
 * The editor's form, checked with the same schema the server parses the request with; a new
 * role's identify code is checked too when one was typed (empty: the server picks one).
 */
export function useRoleForm(initialValues: RoleFormValues, isNew: boolean) {
  const t = useTexts(rolesTexts);
  return useForm<RoleFormValues>({
    initialValues,
    validate: (values) => {
      const errors = validateInput(values);
      const id = values.id.trim();
      if (isNew && id && !ROLE_ID_PATTERN.test(id)) errors.id = t('identifyCodeError');
      return errors;
    },
    // Once a field has been left, it says at once when it is fixed.
    validateInputOnBlur: true,
  });
}

export type RoleForm = ReturnType<typeof useRoleForm>;
