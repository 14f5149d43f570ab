import { Button, Group } from '@mantine/core';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

/** Reads the next page of a list paged by cursor; shown only while there is one. */
export function ShowMoreButton({
  list,
  label,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** The button's words; "Show more" without them. */
  label?: string;
}) {
  const t = useTexts(componentsTexts);
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        size="xs"
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {label ?? t('showMore')}
      </Button>
    </Group>
  );
}
