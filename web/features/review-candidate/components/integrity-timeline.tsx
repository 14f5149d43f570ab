import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconClipboardText,
  IconEyeOff,
  IconKeyboard,
  IconMenu2,
  IconArrowBackUp,
  IconDevices,
  IconDoorExit,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { TimelineEvent } from '../../../../shared/review.schema';
import { MomentText } from './moment-text';
import { describeIntegrityEvent } from '../lib/integrity-event-text';

const FIRST_SHOWN = 20;

const ICONS: Record<TimelineEvent['kind'], typeof IconEyeOff> = {
  paste: IconClipboardText,
  tab_hidden: IconEyeOff,
  blocked_key: IconKeyboard,
  context_menu: IconMenu2,
  tab_returned: IconArrowBackUp,
  page_opened: IconRefresh,
  page_left: IconDoorExit,
  reloaded: IconRefresh,
  device_added: IconDevices,
};

/**
 * What the candidate's browser noted (`docs/integrity.md`): pastes, leaving the tab, reloads,
 * other computers, blocked keys; a short timeline, the rest behind "Show all".
 */
export function IntegrityTimeline({ events }: { events: TimelineEvent[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? events : events.slice(0, FIRST_SHOWN);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="events-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="events-heading">
          Activity during the assessment{events.length > 0 ? ` (${events.length})` : ''}
        </Title>
        <Text size="sm" c="dimmed">
          What the candidate&apos;s browser noted, as they were told when they signed up. A reload
          or another computer is not a sign of cheating by itself.
        </Text>
        {events.length === 0 ? (
          <Text size="sm">Nothing noted: no pastes, no time away from the tab.</Text>
        ) : (
          <Timeline bulletSize={22} lineWidth={2} data-testid="integrity-events">
            {shown.map((event, index) => {
              const Icon = ICONS[event.kind];
              return (
                <Timeline.Item
                  key={`${event.occurredAt}-${index}`}
                  bullet={<Icon size={12} aria-hidden />}
                  title={
                    <Text size="sm" fw={500}>
                      {describeIntegrityEvent(event)}
                    </Text>
                  }
                >
                  <MomentText withSeconds value={event.occurredAt} size="xs" c="dimmed" />
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
        {events.length > FIRST_SHOWN && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setShowAll((value) => !value)}
            style={{ alignSelf: 'flex-start' }}
          >
            {showAll ? 'Show fewer' : `Show all ${events.length}`}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
