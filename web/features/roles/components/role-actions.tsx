import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconArchiveOff, IconDownload, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RoleOverview } from '../../../../shared/roles.schema';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { useMayAccess } from '../../../lib/current-member';
import { paths } from '../../../lib/paths';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useArchiveRole } from '../api/archive-role';
import { useRestoreRole } from '../api/restore-role';
import { rolesTexts } from '../roles-texts';

/** Edit, export, and archive (after a confirmation) or restore one role. */
export function RoleActions({ role }: { role: RoleOverview }) {
  const archive = useArchiveRole();
  const restore = useRestoreRole();
  // Reading a role (and exporting it) is for everyone; changing it needs `manage`.
  const mayManage = useMayAccess('manage');
  const t = useTexts(rolesTexts);
  const known = (text: string) => translateKnown(rolesTexts, t, text);
  const feedback = {
    onSuccess: (response: { status: string }) => showSuccess(known(response.status)),
    onError: (error: Error) => showError(known(error.message)),
  };
  const confirmArchive = () =>
    modals.openConfirmModal({
      title: t('archiveTitle'),
      children: (
        <Text size="sm">{t('archiveText', { title: role.title, company: role.companyName })}</Text>
      ),
      labels: { confirm: t('archive'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: () => archive.mutate(role.id, feedback),
    });

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {mayManage && (
        <Tooltip label={t('edit')} withArrow>
          <ActionIcon
            variant="default"
            size={30}
            aria-label={t('editRole', { title: role.title })}
            renderRoot={(props) => <Link to={paths.adminRole(role.id)} {...props} />}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('exportAsJson')} withArrow>
        <ActionIcon
          component="a"
          href={adminApiPaths.adminRoleExport(role.id)}
          download
          variant="default"
          size={30}
          aria-label={t('exportRole', { title: role.title })}
        >
          <IconDownload size={16} />
        </ActionIcon>
      </Tooltip>
      {!mayManage ? null : role.archived ? (
        <Tooltip label={t('restore')} withArrow>
          <ActionIcon
            variant="light"
            color="teal"
            size={30}
            loading={restore.isPending}
            onClick={() => restore.mutate(role.id, feedback)}
            aria-label={t('restoreRole', { title: role.title })}
          >
            <IconArchiveOff size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label={t('archive')} withArrow>
          <ActionIcon
            variant="light"
            color="red"
            size={30}
            loading={archive.isPending}
            onClick={confirmArchive}
            aria-label={t('archiveRole', { title: role.title })}
          >
            <IconArchive size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
