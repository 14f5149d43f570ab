import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { CANDIDATE_PAGE_SIZES } from '../../shared/review.schema';
import { useTexts } from '../i18n/texts';
import { formatCount } from '../lib/format-count';
import { componentsTexts } from './components-texts';

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** What is being counted, e.g. "candidates", in the page's words. */
  noun: string;
}

/** "26-50 of 1,320 candidates", the page buttons and the page size. */
export function ListPager({ page, pageSize, total, onPage, onPageSize, noun }: ListPagerProps) {
  const t = useTexts(componentsTexts);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('pagerRange', {
          first: formatCount(first),
          last: formatCount(last),
          total: formatCount(total),
          noun,
        })}
      </Text>
      <Group gap="md">
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? t('pagerPrevious')
                : control === 'next'
                  ? t('pagerNext')
                  : undefined,
          })}
          getItemProps={(itemPage) => ({ 'aria-label': t('pagerPage', { page: itemPage }) })}
        />
        <Select
          aria-label={t('pagerRowsPerPage')}
          data={CANDIDATE_PAGE_SIZES.map((size) => ({
            value: String(size),
            label: t('pagerPageSize', { size }),
          }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          size="xs"
          w={110}
        />
      </Group>
    </Group>
  );
}
