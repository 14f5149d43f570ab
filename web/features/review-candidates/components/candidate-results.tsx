import { Button, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CandidateListItem, CandidateListQuery } from '../../../../shared/review.schema';
import { ListPager } from '../../../components/list-pager';
import { CandidateCards } from './candidate-cards';
import { CandidatesTable } from './candidates-table';

interface CandidateResultsProps {
  items: CandidateListItem[];
  total: number;
  query: CandidateListQuery;
  /** The list's query string, which a candidate's link carries to their page. */
  search: string;
  stale: boolean;
  onPage: (page: string | null) => void;
  onPageSize: (pageSize: string) => void;
}

/**
 * A page of the list and its pager. Its code comes while the page's data does, after the first
 * screen (docs/capacity.md, the first screen): the pager's select and the rows' tooltips are not
 * on it.
 */
export default function CandidateResults(props: CandidateResultsProps) {
  const { items, total, query } = props;
  const { breakpoints } = useMantineTheme();
  // Read at the first render (a page drawn in the browser only): no second render to switch.
  const wide = useMediaQuery(`(min-width: ${breakpoints.lg})`, true, {
    getInitialValueInEffect: false,
  });
  const Rows = wide ? CandidatesTable : CandidateCards;
  return (
    <Stack gap="md">
      {/* A table where its columns fit; below that, cards (nothing scrolls sideways). Only the
          one that shows is drawn: a phone rendered both, one hidden by CSS (docs/capacity.md,
          the reviewer's pages on a phone). */}
      <Rows items={items} search={props.search} stale={props.stale} />
      {items.length === 0 && (
        <Text c="dimmed" ta="center">
          This page is past the end of the list.{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => props.onPage(null)}>
            Go to the first page
          </Button>
        </Text>
      )}
      <ListPager
        page={query.page}
        pageSize={query.pageSize}
        total={total}
        noun="candidates"
        onPage={(page) => props.onPage(String(page))}
        onPageSize={(pageSize) => props.onPageSize(String(pageSize))}
      />
    </Stack>
  );
}
