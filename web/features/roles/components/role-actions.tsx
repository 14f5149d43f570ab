import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconArchiveOff, IconDownload, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RoleOverview } from '../../../../shared/roles.schema';
import { useMayAccess } from '../../../lib/current-member';
import { paths } from '../../../lib/paths';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { useArchiveRole } from '../api/archive-role';
import { useRestoreRole } from '../api/restore-role';

export const ARCHIVE_TITLE = 'Archive this role?';

/** Edit, export, and archive (after a confirmation) or restore one role. */
export function RoleActions({ role }: { role: RoleOverview }) {
  const archive = useArchiveRole();
  const restore = useRestoreRole();
  // Reading a role (and exporting it) is for everyone; changing it needs `manage`.
  const mayManage = useMayAccess('manage');
  const feedback = {
    onSuccess: (response: { status: string }) => showSuccess(response.status),
    onError: (error: Error) => showError(error.message),
  };
  const confirmArchive = () =>
    modals.openConfirmModal({
      title: ARCHIVE_TITLE,
      children: (
        <Text size="sm">
          “{role.title}” at {role.companyName} takes no new invites once archived. Candidates
          already invited are untouched: their links keep working and their answers stay here for
          review. You can restore the role at any time.
        </Text>
      ),
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => archive.mutate(role.id, feedback),
    });

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {mayManage && (
        <Tooltip label="Edit" withArrow>
          <ActionIcon
            variant="default"
            size={30}
            aria-label={`Edit ${role.title}`}
            renderRoot={(props) => <Link to={paths.adminRole(role.id)} {...props} />}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Export as JSON" withArrow>
        <ActionIcon
          component="a"
          href={adminApiPaths.adminRoleExport(role.id)}
          download
          variant="default"
          size={30}
          aria-label={`Export ${role.title}`}
        >
          <IconDownload size={16} />
        </ActionIcon>
      </Tooltip>
      {!mayManage ? null : role.archived ? (
        <Tooltip label="Restore" withArrow>
          <ActionIcon
            variant="light"
            color="teal"
            size={30}
            loading={restore.isPending}
            onClick={() => restore.mutate(role.id, feedback)}
            aria-label={`Restore ${role.title}`}
          >
            <IconArchiveOff size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label="Archive" withArrow>
          <ActionIcon
            variant="light"
            color="red"
            size={30}
            loading={archive.isPending}
            onClick={confirmArchive}
            aria-label={`Archive ${role.title}`}
          >
            <IconArchive size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
