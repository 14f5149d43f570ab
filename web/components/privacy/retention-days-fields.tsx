import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NumberInput, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  RETENTION_STATUSES,
  type RetentionPolicy,
  type RetentionStatus,
} from '../../../shared/privacy.schema';
import { translateKnown, useTexts } from '../../i18n/texts';
import { retentionTexts } from './retention-texts';
import { RETENTION_STATUS_KEYS } from './retention-words';

interface RetentionDaysFieldsProps {
  value: RetentionPolicy;
  onChange: (status: RetentionStatus, days: number | null) => void;
  /** The form's message per status, if any. */
  errors: Partial<Record<RetentionStatus, ReactNode>>;
  disabled?: boolean;
  onBlur?: (status: RetentionStatus) => void;
}

/** Days per review status; an empty field keeps candidates of that status (null). */
export function RetentionDaysFields(props: RetentionDaysFieldsProps) {
  const t = useTexts(retentionTexts);
  // The schema's words, in the page's language.
  const known = (error: ReactNode) =>
    typeof error === 'string' ? translateKnown(retentionTexts, t, error) : error;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {RETENTION_STATUSES.map((status) => (
        <NumberInput
          key={status}
          label={t('daysLabel', { status: t(RETENTION_STATUS_KEYS[status]) })}
          placeholder={t('daysPlaceholder')}
          description={t('daysDescription')}
          min={RETENTION_MIN_DAYS}
          max={RETENTION_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          disabled={props.disabled}
          value={props.value[status] ?? ''}
          onChange={(days) => props.onChange(status, typeof days === 'number' ? days : null)}
          onBlur={() => props.onBlur?.(status)}
          error={known(props.errors[status])}
        />
      ))}
    </SimpleGrid>
  );
}
