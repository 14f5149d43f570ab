import { schemaResolver, useForm } from '@mantine/form';
import { ROLE_ID_PATTERN } from '../../../../shared/constants';
import { RoleInputSchema } from '../../../../shared/roles.schema';
import type { RoleFormValues } from '../lib/role-form-values';

export const IDENTIFY_CODE_ERROR = 'The identify code is 3 lower-case letters or digits.';

const validateInput = schemaResolver(RoleInputSchema, { sync: true });

/**
 * The editor's form, checked with the same schema the server parses the request with; a new
 * role's identify code is checked too when one was typed (empty: the server picks one).
 */
export function useRoleForm(initialValues: RoleFormValues, isNew: boolean) {
  return useForm<RoleFormValues>({
    initialValues,
    validate: (values) => {
      const errors = validateInput(values);
      const id = values.id.trim();
      if (isNew && id && !ROLE_ID_PATTERN.test(id)) errors.id = IDENTIFY_CODE_ERROR;
      return errors;
    },
    // Once a field has been left, it says at once when it is fixed.
    validateInputOnBlur: true,
  });
}

export type RoleForm = ReturnType<typeof useRoleForm>;
