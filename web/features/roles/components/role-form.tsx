import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RoleChangeResponse } from '../../../../shared/roles.schema';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { useRoleForm } from '../hooks/use-role-form';
import { toCreateRequest, toRoleInput, type RoleFormValues } from '../lib/role-form-values';
import { rolesTexts } from '../roles-texts';
import { FormSection } from './form-section';
import { QuestionsField } from './questions-field';
import { RoleDetailsFields } from './role-details-fields';
import { RoleTextsFields } from './role-texts-fields';
import { SettingsFields } from './settings-fields';

interface RoleFormProps {
  initialValues: RoleFormValues;
  /** The role being edited; null for a new one. */
  roleId: string | null;
  initialLogoUrl: string | null;
}

/**
 * The role editor. A new role is created and the team goes back to the roles page; an edit stays
 * here, saved as a new version (invites already made keep theirs).
 */
export function RoleForm({ initialValues, roleId, initialLogoUrl }: RoleFormProps) {
  const t = useTexts(rolesTexts);
  const known = (text: string) => translateKnown(rolesTexts, t, text);
  const form = useRoleForm(initialValues, roleId === null);
  const [logoUrl, setLogoUrl] = useState(initialLogoUrl);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const navigate = useNavigate();
  const create = useCreateRole();
  const update = useUpdateRole(roleId ?? '');
  const saving = create.isPending || update.isPending;

  const refused = (error: Error) => {
    setRefusal(known(error.message));
    showError(known(error.message));
  };
  const saved = (response: RoleChangeResponse) => {
    setRefusal(null);
    showSuccess(known(response.status));
  };

  const submit = (values: RoleFormValues) => {
    setSavedNote(null);
    if (roleId === null) {
      create.mutate(toCreateRequest(values), {
        onSuccess: (response) => {
          saved(response);
          void navigate(paths.adminRoles());
        },
        onError: refused,
      });
      return;
    }
    update.mutate(toRoleInput(values), {
      onSuccess: (response) => {
        saved(response);
        form.resetDirty();
        setSavedNote(t('versionSaved', { version: response.data.version }));
      },
      onError: refused,
    });
  };

  const invalid = (errors: typeof form.errors) => {
    showError(t('invalidForm'));
    // Keyboard users land on the first field to fix.
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };

  return (
    <form onSubmit={form.onSubmit(submit, invalid)} noValidate>
      <Stack gap="lg">
        <FormSection title={t('detailsTitle')} description={t('detailsDescription')}>
          <RoleDetailsFields
            form={form}
            existingId={roleId}
            logoUrl={logoUrl}
            onLogoUrl={setLogoUrl}
          />
        </FormSection>
        <FormSection title={t('questionsTitle')} description={t('questionsDescription')}>
          <QuestionsField form={form} />
        </FormSection>
        <FormSection title={t('settingsTitle')} description={t('settingsDescription')}>
          <SettingsFields form={form} />
        </FormSection>
        <FormSection title={t('candidateTextsTitle')} description={t('candidateTextsDescription')}>
          <RoleTextsFields form={form} />
        </FormSection>

        {refusal && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={t('notSaved')}
            role="alert"
          >
            {refusal}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {roleId === null ? t('createRoleButton') : t('saveChanges')}
          </Button>
          <Button
            variant="default"
            renderRoot={(props) => <Link to={paths.adminRoles()} {...props} />}
          >
            {roleId === null ? t('cancel') : t('backToRoles')}
          </Button>
          {savedNote && !form.isDirty() && (
            <Text size="sm" c="teal.4" role="status">
              {savedNote}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
