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
import { ANSWER_TYPES_IN_ORDER } from '../../../../shared/answer-type-words';
import type { AnswerType } from '../../../../shared/question-forms.schema';
import type { PageLanguage } from '../../../../shared/i18n/languages';
import { listText } from '../../../i18n/list-text';
import { usePageLanguage, useTexts, type Translate } from '../../../i18n/texts';
import { signUpTexts } from '../sign-up-texts';

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

const ASKED = {
  written: 'askedWritten',
  video: 'askedVideo',
  audio: 'askedAudio',
  choice: 'askedChoice',
  file: 'askedFile',
} as const satisfies Record<AnswerType, string>;

/**
 * What the candidate will be asked, in the order the role editor lists the types: `three written
 * answers and a short video introduction`, `two written answers, one video answer and one file
 * upload`.
 */
function whatIsAsked(
  t: Translate<typeof signUpTexts.english>,
  language: PageLanguage,
  answerTypes: readonly AnswerType[],
  video: boolean,
): string {
  const parts = ANSWER_TYPES_IN_ORDER.flatMap((kind) => {
    const count = answerTypes.filter((type) => type === kind).length;
    return count === 0 ? [] : [t(ASKED[kind], { count })];
  });
  if (video) parts.push(t('askedVideoIntroduction'));
  return listText(language, parts);
}

/** The facts a candidate reads before registering, from their invite's role version. */
export function InviteOverview({ invite }: { invite: InvitePublicView }) {
  const t = useTexts(signUpTexts);
  const language = usePageLanguage();
  const minutes = invite.allowedMinutes;
  const questionCount = invite.questionCount || DEFAULT_QUESTION_COUNT;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" tt="uppercase" fw={700} size="xs">
          {t('invitesYou', { company: invite.company.name })}
        </Text>
        <Title order={1} size="h2">
          {invite.role}
        </Title>
      </Stack>
      <SimpleGrid cols={2}>
        <Fact
          icon={IconClock}
          label={t('testDuration')}
          value={t('duration', { minutes: minutes ?? 'none' })}
        />
        <Fact icon={IconListNumbers} label={t('questions')} value={String(questionCount)} />
      </SimpleGrid>
      <List spacing="xs" size="sm" icon={<IconHelpCircle size={16} aria-hidden />}>
        <List.Item>{t('linkActive')}</List.Item>
        {invite.requireComputer && (
          <List.Item icon={<IconDeviceDesktop size={16} aria-hidden />}>
            {t('useComputer')}
          </List.Item>
        )}
        <List.Item icon={<IconClock size={16} aria-hidden />}>
          {minutes === null ? t('noTimeLimit') : t('usuallyTakes', { minutes })}
        </List.Item>
        <List.Item icon={<IconVideo size={16} aria-hidden />}>
          {t('preScreening', {
            asked: whatIsAsked(t, language, invite.answerTypes, invite.video),
          })}
        </List.Item>
      </List>
    </Stack>
  );
}
