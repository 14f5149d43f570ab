import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList, IconClock, IconListNumbers } from '@tabler/icons-react';
import { DEFAULT_QUESTION_COUNT } from '../../../../shared/constants';
import type { CandidateQuestionForm } from '../../../../shared/question-forms.schema';
import {
  estimatedMinutes,
  estimatedMinutesLabel,
  formsSummary,
} from '../../../../shared/question-forms-summary';
import type { RoleSettings } from '../../../../shared/roles.schema';
import { TEXTS } from '../../../../shared/texts';
import { countWord, durationText } from '../../../lib/role-facts';
import { sectionsFor } from '../lib/sections';

interface OverviewStepProps {
  roleTitle: string;
  companyName: string;
  questionCount: number;
  /** The candidate's own minutes (extra time included); null: no time limit. */
  minutes: number | null;
  /** How each question is answered: told before the candidate starts. */
  forms: CandidateQuestionForm[];
  settings: RoleSettings;
  onContinue: () => void;
}

/** The assessment's first step (docs/product.md#overview-step). */
export function OverviewStep({
  roleTitle,
  companyName,
  questionCount,
  minutes,
  forms,
  settings,
  onContinue,
}: OverviewStepProps) {
  const video = settings.video.enabled;
  const sections = sectionsFor(
    forms.map((form) => form.answer.type),
    video,
  );
  const asked = `${formsSummary(forms)}; ${estimatedMinutesLabel(estimatedMinutes(forms, settings))}`;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {TEXTS.assessment.overviewTitle}
      </Title>
      <Text>
        {companyName} has invited you to this pre-screening for the <strong>{roleTitle}</strong>{' '}
        role. It has {countWord(sections.length)} short sections; your work is saved as you go, so
        you can take a breath between them.
      </Text>
      <Group gap="xl">
        <Group gap="xs">
          <ThemeIcon variant="light" aria-hidden>
            <IconClock size={18} />
          </ThemeIcon>
          <Text>
            Duration: <strong>{durationText(minutes)}</strong>
          </Text>
        </Group>
        <Group gap="xs">
          <ThemeIcon variant="light" aria-hidden>
            <IconListNumbers size={18} />
          </ThemeIcon>
          <Text>
            Questions: <strong>{questionCount || DEFAULT_QUESTION_COUNT}</strong>
          </Text>
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" aria-hidden>
          <IconClipboardList size={18} />
        </ThemeIcon>
        <Text id="what-is-asked">
          What you will be asked: <strong>{asked}</strong>
        </Text>
      </Group>
      <Card withBorder padding="lg">
        <List type="ordered" spacing="sm">
          {sections.map((section) => (
            <List.Item key={section.title}>
              <Text fw={600} span>
                {section.title}
              </Text>{' '}
              <Text c="dimmed" span>
                — {section.description.toLowerCase()}
              </Text>
            </List.Item>
          ))}
        </List>
      </Card>
      <div>
        <Button size="md" onClick={onContinue}>
          {TEXTS.signup.continue}
        </Button>
      </div>
    </Stack>
  );
}
