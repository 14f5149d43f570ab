import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formsSummary } from '../../../../shared/question-forms-summary';
import type { RoleOverview } from '../../../../shared/roles.schema';
import { paths } from '../../../lib/paths';
import { ArchivedBadge } from './archived-badge';
import { CompanyLogo } from './company-logo';
import { RoleActions } from './role-actions';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Every role as a card: what a phone shows instead of the table. */
export function RoleCards({ roles }: { roles: RoleOverview[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Roles">
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
                  {role.companyName} · code {role.id}
                </Text>
              </Stack>
            </Group>
            <Text size="sm">
              {formsSummary(role.answerTypes.map((type) => ({ answer: { type } })))}
              {' · '}
              {plural(role.liveInvites, 'live invite')}
              {' · '}
              {plural(role.candidates, 'candidate')} · version {role.version}
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
