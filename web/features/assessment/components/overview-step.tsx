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
import type { RoleSettings } from '../../../../shared/roles.schema';
import { usePageLanguage, useTexts } from '../../../i18n/texts';
import { assessmentTexts } from '../assessment-texts';
import { formsAsked } from '../lib/assessment-words';
import { sectionsFor, type SectionNames } from '../lib/sections';
import { StrongValue } from './strong-value';

interface OverviewStepProps {
  roleTitle: string;
  companyName: string;
  questionCount: number;
  /** The candidate's own minutes (extra time included); null: no time limit. */
  minutes: number | null;
  /** How each question is answered: told before the candidate starts. */
  forms: CandidateQuestionForm[];
  settings: RoleSettings;
  /** The team's names of the sections, null where the default stands. */
  sectionNames: SectionNames;
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
  sectionNames,
  onContinue,
}: OverviewStepProps) {
  const t = useTexts(assessmentTexts);
  const language = usePageLanguage();
  const video = settings.video.enabled;
  const sections = sectionsFor(
    t,
    language,
    forms.map((form) => form.answer.type),
    video,
    sectionNames,
  );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('overviewTitle')}
      </Title>
      <Text>
        <StrongValue
          text={(mark) =>
            t('invitation', { company: companyName, role: mark, sections: sections.length })
          }
          value={roleTitle}
        />
      </Text>
      <Group gap="xl">
        <Group gap="xs">
          <ThemeIcon variant="light" aria-hidden>
            <IconClock size={18} />
          </ThemeIcon>
          <Text>
            <StrongValue
              text={(mark) => t('durationLabel', { duration: mark })}
              value={t('duration', { minutes: minutes ?? 'none' })}
            />
          </Text>
        </Group>
        <Group gap="xs">
          <ThemeIcon variant="light" aria-hidden>
            <IconListNumbers size={18} />
          </ThemeIcon>
          <Text>
            <StrongValue
              text={(mark) => t('questionsLabel', { count: mark })}
              value={questionCount || DEFAULT_QUESTION_COUNT}
            />
          </Text>
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" aria-hidden>
          <IconClipboardList size={18} />
        </ThemeIcon>
        <Text id="what-is-asked">
          <StrongValue
            text={(mark) => t('askedLabel', { asked: mark })}
            value={formsAsked(t, language, forms, settings)}
          />
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
                — {section.description}
              </Text>
            </List.Item>
          ))}
        </List>
      </Card>
      <div>
        <Button size="md" onClick={onContinue}>
          {t('continue')}
        </Button>
      </div>
    </Stack>
  );
}
