import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RoleOverview } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { typeBreakdownText } from '../lib/role-words';
import { rolesTexts } from '../roles-texts';
import { ArchivedBadge } from './archived-badge';
import { CompanyLogo } from './company-logo';
import { RoleActions } from './role-actions';

const number = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** Every role as a table row, for a screen wide enough; RoleCards on a phone. */
export function RolesTable({ roles }: { roles: RoleOverview[] }) {
  const t = useTexts(rolesTexts);
  return (
    // Positioned, so that visually hidden texts in clipped columns do not widen the page.
    <Table.ScrollContainer minWidth={880} type="native" style={{ position: 'relative' }}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="sm"
        highlightOnHover
        aria-label={t('rolesList')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columnRole')}</Table.Th>
            <Table.Th>{t('columnCompany')}</Table.Th>
            <Table.Th {...number}>{t('columnQuestions')}</Table.Th>
            <Table.Th {...number}>{t('columnLiveInvites')}</Table.Th>
            <Table.Th {...number}>{t('columnCandidates')}</Table.Th>
            <Table.Th {...number}>{t('columnVersion')}</Table.Th>
            <Table.Th ta="right">{t('columnActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id} data-role-id={role.id}>
              <Table.Td maw={340}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={paths.adminRole(role.id)}
                    size="sm"
                    fw={600}
                    lineClamp={2}
                  >
                    {role.title}
                  </Anchor>
                  {role.archived && <ArchivedBadge />}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('code', { code: role.id })}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Group gap="xs" wrap="nowrap">
                  <CompanyLogo src={role.companyLogo} size={28} />
                  <Text size="sm" truncate="end" title={role.companyName}>
                    {role.companyName}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                {role.questionCount}
                {/* Roles asking anything but writing say how (docs/product.md#answer-types). */}
                {role.answerTypes.some((type) => type !== 'written') && (
                  <Text size="xs" c="dimmed" maw={150} ml="auto" style={{ textWrap: 'balance' }}>
                    {typeBreakdownText(t, role.answerTypes)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td {...number}>{role.liveInvites}</Table.Td>
              <Table.Td {...number}>{role.candidates}</Table.Td>
              <Table.Td {...number}>{role.version}</Table.Td>
              <Table.Td>
                <RoleActions role={role} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
