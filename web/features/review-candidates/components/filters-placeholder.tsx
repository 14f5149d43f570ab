import '@mantine/core/styles/Checkbox.css';
import { Box, Checkbox, ComboboxChevron, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CandidateListQuery } from '../../../../shared/review.schema';
import { useMayAccess } from '../../../lib/current-member';
import {
  FIELD_WIDTHS,
  labelOf,
  OVER_TIME_OPTIONS,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  VIDEO_OPTIONS,
} from './filter-options';

/** A select as it looks closed: its label, what is chosen (or its placeholder), its chevron. */
function ClosedSelect(props: { label: string; value: string; placeholder?: string; w: number }) {
  return <TextInput {...props} readOnly tabIndex={-1} rightSection={<ComboboxChevron />} />;
}

/**
 * The filters as they will look, drawn while their selects' code loads (candidates-page.tsx): the
 * same fields at the same sizes, with the URL's values, so nothing moves when the real ones come.
 * Inert and hidden from assistive technology for those moments.
 */
export function FiltersPlaceholder({ query }: { query: CandidateListQuery }) {
  const mayScore = useMayAccess('review');
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" aria-hidden inert>
      <TextInput
        label="Search"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query.q ?? ''}
        readOnly
        w={FIELD_WIDTHS.search}
      />
      <ClosedSelect label="Role" value="" placeholder="Any role" w={FIELD_WIDTHS.role} />
      <ClosedSelect
        label="Status"
        value={labelOf(STATUS_OPTIONS, query.status)}
        placeholder="Any status"
        w={FIELD_WIDTHS.status}
      />
      <ClosedSelect
        label="Video"
        value={labelOf(VIDEO_OPTIONS, query.video)}
        placeholder="Any video"
        w={FIELD_WIDTHS.video}
      />
      <ClosedSelect
        label="Time"
        value={labelOf(OVER_TIME_OPTIONS, query.overTime)}
        placeholder="Any time"
        w={FIELD_WIDTHS.time}
      />
      {mayScore && (
        <Checkbox
          label="Not yet scored by me"
          checked={query.notScoredByMe === true}
          readOnly
          mb={8}
        />
      )}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <ClosedSelect
          label="Sort by"
          value={labelOf(SORT_OPTIONS, query.sort)}
          w={FIELD_WIDTHS.sort}
        />
        <Box w={36} h={36} />
      </Group>
    </Group>
  );
}
