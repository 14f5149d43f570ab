import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Checkbox.css';
import { ActionIcon, Checkbox, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { CandidateListQuery } from '../../../../shared/review.schema';
import type { Role } from '../../../../shared/roles.schema';
import type { ListParamChanges } from '../hooks/use-list-params';
import { STATUS_KEYS, VIDEO_KEYS } from './candidate-badges';
import { useTexts, type Translate } from '../../../i18n/texts';
import { useMayAccess } from '../../../lib/current-member';
import { candidatesTexts } from '../candidates-texts';

type TextKey = keyof (typeof candidatesTexts)['english'];

/** A select's options from value → the key of its name. */
const optionsOf = (
  keys: Record<string, TextKey>,
  t: Translate<(typeof candidatesTexts)['english']>,
) => Object.entries(keys).map(([value, key]) => ({ value, label: t(key) }));

const OVER_TIME_KEYS = { true: 'overTime', false: 'inTime' } as const;
const SORT_KEYS = {
  registered: 'sortRegistered',
  completed: 'sortCompleted',
  score: 'sortScore',
} as const;
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
  const t = useTexts(candidatesTexts);
  const options = useMemo(
    () => ({
      status: optionsOf(STATUS_KEYS, t),
      video: optionsOf(VIDEO_KEYS, t),
      overTime: optionsOf(OVER_TIME_KEYS, t),
      sort: optionsOf(SORT_KEYS, t),
    }),
    [t],
  );
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
        label={t('search')}
        placeholder={t('searchPlaceholder')}
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
        label={t('role')}
        placeholder={rolesLoading ? t('rolesLoading') : t('anyRole')}
        data={roleOptions}
        value={query.role ?? null}
        onChange={(value) => onChange({ role: value })}
        searchable
        clearable
        nothingFoundMessage={t('noRoleMatches')}
        w={180}
        comboboxProps={{ withinPortal: true, width: 340, position: 'bottom-start' }}
      />
      <Select
        label={t('status')}
        placeholder={t('anyStatus')}
        data={options.status}
        value={query.status ?? null}
        onChange={(value) => onChange({ status: value })}
        clearable
        w={130}
      />
      <Select
        label={t('video')}
        placeholder={t('anyVideo')}
        data={options.video}
        value={query.video ?? null}
        onChange={(value) => onChange({ video: value })}
        clearable
        w={156}
      />
      <Select
        label={t('time')}
        placeholder={t('anyTime')}
        data={options.overTime}
        value={overTime}
        onChange={(value) => onChange({ overTime: value })}
        clearable
        w={120}
      />
      <Checkbox
        label={t('didNotMatch')}
        checked={query.unmatched === true}
        onChange={(event) => onChange({ unmatched: event.currentTarget.checked ? 'true' : null })}
        mb={8}
      />
      <Checkbox
        label={t('dueFilter')}
        checked={query.deletion === 'due'}
        onChange={(event) => onChange({ deletion: event.currentTarget.checked ? 'due' : null })}
        mb={8}
      />
      {mayScore && (
        <Checkbox
          label={t('notScoredByMe')}
          checked={query.notScoredByMe === true}
          onChange={(event) =>
            onChange({ notScoredByMe: event.currentTarget.checked ? 'true' : null })
          }
          mb={8}
        />
      )}
      <Group gap={4} align="flex-end" wrap="nowrap">
        <Select
          label={t('sortBy')}
          data={options.sort}
          value={query.sort}
          onChange={(value) => onChange({ sort: value })}
          allowDeselect={false}
          w={140}
        />
        <Tooltip label={ascending ? t('ascendingHint') : t('descendingHint')} withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={ascending ? t('ascending') : t('descending')}
            onClick={() => onChange({ order: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
