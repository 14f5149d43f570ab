import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/** A candidate id that leads nowhere: deleted, or never there. */
export function CandidateMissing({ search }: { search: string }) {
  const t = useTexts(reviewCandidateTexts);
  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto" mt="xl">
      <Stack gap="md" align="center" ta="center">
        <IconUserQuestion size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Title order={1} size="h3">
          {t('notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('notFoundBody')}</Text>
        <Button
          component={Link}
          to={paths.adminCandidates(search)}
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('backToCandidates')}
        </Button>
      </Stack>
    </Card>
  );
}
