import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RoleChangeResponse } from '../../../../shared/roles.schema';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { useRoleForm } from '../hooks/use-role-form';
import { toCreateRequest, toRoleInput, type RoleFormValues } from '../lib/role-form-values';
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

export const INVALID_FORM_TEXT = 'Please correct the marked fields.';

/**
 * The role editor. A new role is created and the team goes back to the roles page; an edit stays
 * here, saved as a new version (invites already made keep theirs).
 */
export function RoleForm({ initialValues, roleId, initialLogoUrl }: RoleFormProps) {
  const form = useRoleForm(initialValues, roleId === null);
  const [logoUrl, setLogoUrl] = useState(initialLogoUrl);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const navigate = useNavigate();
  const create = useCreateRole();
  const update = useUpdateRole(roleId ?? '');
  const saving = create.isPending || update.isPending;

  const refused = (error: Error) => {
    setRefusal(error.message);
    showError(error.message);
  };
  const saved = (response: RoleChangeResponse) => {
    setRefusal(null);
    showSuccess(response.status);
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
        setSavedNote(`Version ${response.data.version} saved.`);
      },
      onError: refused,
    });
  };

  const invalid = (errors: typeof form.errors) => {
    showError(INVALID_FORM_TEXT);
    // Keyboard users land on the first field to fix.
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first)?.focus();
  };

  return (
    <form onSubmit={form.onSubmit(submit, invalid)} noValidate>
      <Stack gap="lg">
        <FormSection title="Role and company" description="Candidates see these on every page.">
          <RoleDetailsFields
            form={form}
            existingId={roleId}
            logoUrl={logoUrl}
            onLogoUrl={setLogoUrl}
          />
        </FormSection>
        <FormSection
          title="Questions"
          description="1 to 10 questions, asked in this order, each answered in writing, on video, by audio, by picking options or with a file. Drag a question by its handle, or use Move up and Move down."
        >
          <QuestionsField form={form} />
        </FormSection>
        <FormSection
          title="Time, video and devices"
          description="What every candidate of this role gets."
        >
          <SettingsFields form={form} />
        </FormSection>
        <FormSection
          title="Candidate texts"
          description="This role's own words for its candidates; each text left as it is uses the workspace's (Settings → Candidate texts)."
        >
          <RoleTextsFields form={form} />
        </FormSection>

        {refusal && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title="Not saved"
            role="alert"
          >
            {refusal}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {roleId === null ? 'Create role' : 'Save changes'}
          </Button>
          <Button
            variant="default"
            renderRoot={(props) => <Link to={paths.adminRoles()} {...props} />}
          >
            {roleId === null ? 'Cancel' : 'Back to roles'}
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
