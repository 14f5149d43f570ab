import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Checkbox.css';
import { ActionIcon, Checkbox, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ANSWER_FORM_TEXTS } from '../../../../shared/answer-form-texts';
import { REVIEW_STATUS_LABELS, type CandidateListQuery } from '../../../../shared/review.schema';
import type { Role } from '../../../../shared/roles.schema';
import type { ListParamChanges } from '../hooks/use-list-params';
import { VIDEO_LABELS } from './candidate-badges';
import { useMayAccess } from '../../../lib/current-member';

const STATUS_OPTIONS = Object.entries(REVIEW_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const VIDEO_OPTIONS = Object.entries(VIDEO_LABELS).map(([value, label]) => ({ value, label }));
const OVER_TIME_OPTIONS = [
  { value: 'true', label: 'Over time' },
  { value: 'false', label: 'In time' },
];
const SORT_OPTIONS = [
  { value: 'registered', label: 'Registered' },
  { value: 'completed', label: 'Completed' },
  { value: 'score', label: 'Team score' },
];
const SEARCH_DEBOUNCE_MS = 300;

interface CandidateFiltersProps {
  query: CandidateListQuery;
  roles: Role[] | undefined;
  rolesLoading: boolean;
  onChange: (changes: ListParamChanges) => void;
}

/**
 * Text search, role, status, video, over time, "did not match", "to be deleted", "not yet scored
 * by me" and sort; all in the URL.
 */
export function CandidateFilters({ query, roles, rolesLoading, onChange }: CandidateFiltersProps) {
  const urlText = query.q ?? '';
  const [text, setText] = useState(urlText);
  // What this field last wrote to the URL: a different URL value came from Back or a link.
  const [writtenText, setWrittenText] = useState(urlText);
  if (urlText !== writtenText) {
    setWrittenText(urlText);
    setText(urlText);
  }
  const commitText = useDebouncedCallback((value: string) => {
    setWrittenText(value.trim());
    onChange({ q: value.trim() });
  }, SEARCH_DEBOUNCE_MS);

  const roleOptions = useMemo(
    () =>
      (roles ?? []).map((role) => ({
        value: role.id,
        label: `${role.role} · ${role.company.name}`,
      })),
    [roles],
  );
  const overTime = query.overTime === undefined ? null : String(query.overTime);
  const ascending = query.order === 'asc';
  const mayScore = useMayAccess('review');

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commitText(event.currentTarget.value);
        }}
        w={190}
        type="search"
      />
      <Select
        label="Role"
        placeholder={rolesLoading ? 'Loading roles...' : 'Any role'}
        data={roleOptions}
        value={query.role ?? null}
        onChange={(value) => onChange({ role: value })}
        searchable
        clearable
        nothingFoundMessage="No role matches"
        w={180}
        comboboxProps={{ withinPortal: true, width: 340, position: 'bottom-start' }}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={STATUS_OPTIONS}
        value={query.status ?? null}
        onChange={(value) => onChange({ status: value })}
        clearable
        w={130}
      />
      <Select
        label="Video"
        placeholder="Any video"
        data={VIDEO_OPTIONS}
        value={query.video ?? null}
        onChange={(value) => onChange({ video: value })}
        clearable
        w={156}
      />
      <Select
        label="Time"
        placeholder="Any time"
        data={OVER_TIME_OPTIONS}
        value={overTime}
        onChange={(value) => onChange({ overTime: value })}
        clearable
        w={120}
      />
      <Checkbox
        label={ANSWER_FORM_TEXTS.review.filterLabel}
        checked={query.unmatched === true}
        onChange={(event) => onChange({ unmatched: event.currentTarget.checked ? 'true' : null })}
        mb={8}
      />
      <Checkbox
        label="To be deleted in 7 days"
        checked={query.deletion === 'due'}
        onChange={(event) => onChange({ deletion: event.currentTarget.checked ? 'due' : null })}
        mb={8}
      />
      {mayScore && (
        <Checkbox
          label="Not yet scored by me"
          checked={query.notScoredByMe === true}
          onChange={(event) =>
            onChange({ notScoredByMe: event.currentTarget.checked ? 'true' : null })
          }
          mb={8}
        />
      )}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={query.sort}
          onChange={(value) => onChange({ sort: value })}
          allowDeselect={false}
          w={140}
        />
        <Tooltip label={ascending ? 'Oldest / lowest first' : 'Newest / highest first'} withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={ascending ? 'Sort order: ascending' : 'Sort order: descending'}
            onClick={() => onChange({ order: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
