import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RoleOverview } from '../../../../shared/roles.schema';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { formsSummaryText } from '../lib/role-words';
import { rolesTexts } from '../roles-texts';
import { ArchivedBadge } from './archived-badge';
import { CompanyLogo } from './company-logo';
import { RoleActions } from './role-actions';

/** Every role as a card: what a phone shows instead of the table. */
export function RoleCards({ roles }: { roles: RoleOverview[] }) {
  const t = useTexts(rolesTexts);
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('rolesList')}
    >
      {roles.map((role) => (
        <Card
          key={role.id}
          component="li"
          withBorder
          padding="sm"
          bg="dark.7"
          data-role-id={role.id}
        >
          <Stack gap={8}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <CompanyLogo src={role.companyLogo} size={40} />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Anchor
                  component={Link}
                  to={paths.adminRole(role.id)}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {role.title}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('companyAndCode', { company: role.companyName, code: role.id })}
                </Text>
              </Stack>
            </Group>
            <Text size="sm">
              {t('roleFacts', {
                summary: formsSummaryText(t, role.answerTypes),
                liveInvites: role.liveInvites,
                candidates: role.candidates,
                version: role.version,
              })}
            </Text>
            <Group justify="space-between" gap="xs">
              {role.archived ? <ArchivedBadge /> : <span />}
              <RoleActions role={role} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
