import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

/** The page's shape while the candidate loads. */
export function CandidateSkeleton() {
  const t = useTexts(reviewCandidateTexts);
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('loading')}>
      <Skeleton h={32} w={180} />
      <Skeleton h={40} w="45%" />
      <Skeleton h={18} w="70%" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Skeleton h={300} />
            <Skeleton h={160} />
            <Skeleton h={160} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Skeleton h={260} />
            <Skeleton h={200} />
            <Skeleton h={280} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
