import '@mantine/core/styles/Button.css';
import { Button, FileButton, Group } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { useMayAccess } from '../../../lib/current-member';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useImportRoles } from '../api/import-roles';
import { rolesTexts } from '../roles-texts';

/** Moving roles between installs: every role to a JSON file, and such a file back in. */
export function TransferButtons({ canExport }: { canExport: boolean }) {
  const importRoles = useImportRoles();
  const mayManage = useMayAccess('manage');
  const t = useTexts(rolesTexts);
  const known = (text: string) => translateKnown(rolesTexts, t, text);
  const chosen = (file: File | null) => {
    if (!file) return;
    importRoles.mutate(file, {
      onSuccess: (response) => showSuccess(known(response.status)),
      onError: (error) => showError(known(error.message)),
    });
  };

  return (
    <Group gap="sm">
      {canExport && (
        <Button
          component="a"
          href={adminApiPaths.adminRolesExport()}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          {t('exportAll')}
        </Button>
      )}
      {mayManage && (
        <FileButton onChange={chosen} accept="application/json,.json">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={importRoles.isPending}
            >
              {t('importRoles')}
            </Button>
          )}
        </FileButton>
      )}
    </Group>
  );
}
