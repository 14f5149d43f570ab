import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import { Input, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTexts } from '../i18n/texts';
import { COMMON_PERCENTS, EXTRA_MINUTES, type ExtraTimeDraft } from '../lib/extra-time-draft';
import { componentsTexts } from './components-texts';

interface ExtraTimeFieldProps {
  value: ExtraTimeDraft;
  onChange: (draft: ExtraTimeDraft) => void;
  error?: string | null;
  description?: string;
}

/** The segment's value for a draft: `none`, `minutes`, or the share as `p25`. */
function segmentOf(draft: ExtraTimeDraft): string {
  return draft.kind === 'percent' ? `p${draft.percent}` : draft.kind;
}

/**
 * An accommodation for one candidate: none, +25 %, +50 % or a number of minutes. A
 * share set another way (e.g. +10 % through the API) is offered as it is, so opening the choice
 * never changes it.
 */
export function ExtraTimeField({ value, onChange, error, description }: ExtraTimeFieldProps) {
  const labelId = useId();
  const t = useTexts(componentsTexts);
  const percents: number[] = [...COMMON_PERCENTS];
  if (value.kind === 'percent' && !percents.includes(value.percent)) percents.push(value.percent);
  const data = [
    { value: 'none', label: t('extraTimeNone') },
    ...percents.map((percent) => ({
      value: `p${percent}`,
      label: t('extraTimePercent', { percent }),
    })),
    { value: 'minutes', label: t('extraTimeMinutes') },
  ];
  const choose = (segment: string) => {
    if (segment === 'none') onChange({ kind: 'none' });
    else if (segment === 'minutes') onChange({ kind: 'minutes', minutes: EXTRA_MINUTES.default });
    else onChange({ kind: 'percent', percent: Number(segment.slice(1)) });
  };

  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Input.Label component="div" id={labelId}>
          {t('extraTimeLabel')}
        </Input.Label>
        {description && <Input.Description>{description}</Input.Description>}
        <SegmentedControl
          aria-labelledby={labelId}
          data={data}
          value={segmentOf(value)}
          onChange={choose}
          fullWidth
        />
      </Stack>
      {value.kind === 'minutes' && (
        <NumberInput
          label={t('extraMinutesLabel')}
          min={EXTRA_MINUTES.min}
          max={EXTRA_MINUTES.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          suffix={t('extraMinutesSuffix')}
          value={value.minutes}
          onChange={(minutes) =>
            onChange({ kind: 'minutes', minutes: typeof minutes === 'number' ? minutes : '' })
          }
          error={error}
        />
      )}
    </Stack>
  );
}
