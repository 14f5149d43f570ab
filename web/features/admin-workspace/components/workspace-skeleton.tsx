import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import { Group, Skeleton, Stack } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import { frameTexts } from '../frame-texts';

/** A page's outline while the session or the first data loads. */
export function WorkspaceSkeleton() {
  const t = useTexts(frameTexts);
  return (
    <Stack gap="lg" role="status" aria-label={t('loading')}>
      <Skeleton height={34} width={220} />
      <Group gap="sm">
        {[200, 160, 160, 160].map((width, index) => (
          <Skeleton key={index} height={36} width={width} />
        ))}
      </Group>
      <Stack gap="xs">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={44} />
        ))}
      </Stack>
    </Stack>
  );
}
