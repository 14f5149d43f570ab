import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { RoleVersionSummary } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import { formatMoment } from '../../../lib/format-moment';
import { rolesTexts } from '../roles-texts';

/** Who made each version and when, newest first; invites keep the version they were made with. */
export function VersionHistory({ versions }: { versions: RoleVersionSummary[] }) {
  const t = useTexts(rolesTexts);
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table verticalSpacing={6} aria-label={t('versionsTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columnVersion')}</Table.Th>
            <Table.Th>{t('columnWhen')}</Table.Th>
            <Table.Th>{t('columnBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {version.version}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" component="time" dateTime={version.createdAt}>
                  {formatMoment(new Date(version.createdAt))}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{version.createdBy}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
