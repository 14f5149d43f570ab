import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ROLE_LIMITS, ROLE_LOGO_TYPES } from '../../../../shared/roles.schema';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { showSuccess } from '../../../lib/toasts';
import { useUploadRoleLogo } from '../api/upload-role-logo';
import type { RoleForm } from '../hooks/use-role-form';
import { rolesTexts } from '../roles-texts';

interface LogoFieldProps {
  form: RoleForm;
  /** Where the uploaded logo is served; null: the company's monogram. */
  logoUrl: string | null;
  onLogoUrl: (url: string | null) => void;
}

/** Checked here too, so a 20 MB file is refused before it is sent; the server checks again. */
function localProblem(file: File): 'logoWrongType' | 'logoTooLarge' | null {
  if (!(ROLE_LOGO_TYPES as readonly string[]).includes(file.type)) return 'logoWrongType';
  if (file.size > ROLE_LIMITS.logoBytes) return 'logoTooLarge';
  return null;
}

/** The company's logo: uploaded to our own origin, previewed, removable (then the monogram). */
export function LogoField({ form, logoUrl, onLogoUrl }: LogoFieldProps) {
  const upload = useUploadRoleLogo();
  const t = useTexts(rolesTexts);
  const known = (text: string) => translateKnown(rolesTexts, t, text);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const companyName = form.getValues().company.name;

  const choose = (file: File | null) => {
    if (!file) return;
    const local = localProblem(file);
    setProblem(local && t(local));
    if (local) return;
    upload.mutate(file, {
      onSuccess: (response) => {
        form.setFieldValue('company.logoId', response.data.id);
        onLogoUrl(response.data.url);
        showSuccess(known(response.status));
      },
      onError: (error) => setProblem(known(error.message)),
    });
  };

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {t('companyLogo')}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        {logoUrl ? (
          <Avatar src={logoUrl} alt={t('logoAlt')} size={64} radius="md" />
        ) : (
          <Avatar
            name={companyName || undefined}
            color="initials"
            size={64}
            radius="md"
            aria-label={t('noLogo')}
            role="img"
          />
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={ROLE_LOGO_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconPhotoUp size={16} />}
                  loading={upload.isPending}
                >
                  {logoUrl ? t('replaceLogo') : t('uploadLogo')}
                </Button>
              )}
            </FileButton>
            {logoUrl && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} />}
                onClick={() => {
                  form.setFieldValue('company.logoId', null);
                  onLogoUrl(null);
                  setProblem(null);
                }}
              >
                {t('removeLogo')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('logoHint')}
          </Text>
        </Stack>
      </Group>
      {problem && (
        <Text size="sm" c="red.4" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
