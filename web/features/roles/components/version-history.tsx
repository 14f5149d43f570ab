import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { RoleVersionSummary } from '../../../../shared/roles.schema';
import { formatMoment } from '../../../lib/format-moment';

/** Who made each version and when, newest first; invites keep the version they were made with. */
export function VersionHistory({ versions }: { versions: RoleVersionSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table verticalSpacing={6} aria-label="Versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>By</Table.Th>
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
