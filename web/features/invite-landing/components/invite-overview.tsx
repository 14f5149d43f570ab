import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconClock,
  IconDeviceDesktop,
  IconHelpCircle,
  IconListNumbers,
  IconVideo,
} from '@tabler/icons-react';
import { DEFAULT_QUESTION_COUNT } from '../../../../shared/constants';
import type { InvitePublicView } from '../../../../shared/invites.schema';
import { durationText, whatIsAsked } from '../../../lib/role-facts';

function Fact({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof IconClock;
  label: string;
  value: string;
}) {
  return (
    <Card withBorder padding="md">
      <Group gap="sm">
        <ThemeIcon variant="light" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
        </div>
      </Group>
    </Card>
  );
}

/** The facts a candidate reads before registering, from their invite's role version. */
export function InviteOverview({ invite }: { invite: InvitePublicView }) {
  const minutes = invite.allowedMinutes;
  const questionCount = invite.questionCount || DEFAULT_QUESTION_COUNT;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" tt="uppercase" fw={700} size="xs">
          {invite.company.name} invites you to a pre-screening
        </Text>
        <Title order={1} size="h2">
          {invite.role}
        </Title>
      </Stack>
      <SimpleGrid cols={2}>
        <Fact icon={IconClock} label="Test duration" value={durationText(minutes)} />
        <Fact icon={IconListNumbers} label="Questions" value={String(questionCount)} />
      </SimpleGrid>
      <List spacing="xs" size="sm" icon={<IconHelpCircle size={16} aria-hidden />}>
        <List.Item>This link is active for 7 days.</List.Item>
        {invite.requireComputer && (
          <List.Item icon={<IconDeviceDesktop size={16} aria-hidden />}>
            Please use a desktop or laptop computer, not a mobile device.
          </List.Item>
        )}
        <List.Item icon={<IconClock size={16} aria-hidden />}>
          {minutes === null
            ? 'There is no time limit: take the time you need.'
            : `The test usually takes ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`}
        </List.Item>
        <List.Item icon={<IconVideo size={16} aria-hidden />}>
          This is a pre-screening before a one-to-one video interview:{' '}
          {whatIsAsked(invite.answerTypes, invite.video)}, reviewed by the hiring team.
        </List.Item>
      </List>
    </Stack>
  );
}
