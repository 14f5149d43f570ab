import '@mantine/core/styles/SegmentedControl.css';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

export const PLAYBACK_SPEEDS = ['1', '1.25', '1.5', '2'] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

interface PlaybackSpeedProps {
  value: PlaybackSpeed;
  onChange: (speed: PlaybackSpeed) => void;
}

/** 1x / 1.25x / 1.5x / 2x. */
export function PlaybackSpeedControl({ value, onChange }: PlaybackSpeedProps) {
  // One per player: a page with video and audio answers has several.
  const t = useTexts(reviewCandidateTexts);
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap" data-player-own-keys>
      <Text size="sm" c="dimmed" id={labelId}>
        {t('speed')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next)}
        data={PLAYBACK_SPEEDS.map((speed) => ({
          value: speed,
          label: t('speedOption', { speed }),
        }))}
      />
    </Group>
  );
}
