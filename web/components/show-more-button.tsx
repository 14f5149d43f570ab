import { Button, Group } from '@mantine/core';

/** Reads the next page of a list paged by cursor; shown only while there is one. */
export function ShowMoreButton({
  list,
  label = 'Show more',
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        size="xs"
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {label}
      </Button>
    </Group>
  );
}
