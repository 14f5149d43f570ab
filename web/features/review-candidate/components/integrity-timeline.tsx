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
import { useTexts } from '../../../i18n/texts';
import { MomentText } from './moment-text';
import { describeIntegrityEvent } from '../lib/integrity-event-text';
import { reviewCandidateTexts } from '../review-candidate-texts';

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
  const t = useTexts(reviewCandidateTexts);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? events : events.slice(0, FIRST_SHOWN);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="events-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="events-heading">
          {t('eventsHeading', { count: events.length })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('eventsNote')}
        </Text>
        {events.length === 0 ? (
          <Text size="sm">{t('eventsNone')}</Text>
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
                      {describeIntegrityEvent(event, t)}
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
            {showAll ? t('showFewer') : t('eventsShowAll', { count: events.length })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
