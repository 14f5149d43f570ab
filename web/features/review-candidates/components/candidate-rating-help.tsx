import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTexts } from '../../../i18n/texts';
import { candidatesTexts } from '../candidates-texts';

/** "Candidate's rating" with an info button whose tooltip (and description) says what it is. */
export function CandidateRatingHeading() {
  const t = useTexts(candidatesTexts);
  const id = useId();
  return (
    <Group gap={2} wrap="nowrap" align="center">
      <span>{t('ratingLabel')}</span>
      <Tooltip
        label={t('ratingHelp')}
        multiline
        w={240}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('ratingWhat')}
          aria-describedby={id}
        >
          <IconInfoCircle size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={id}>{t('ratingHelp')}</VisuallyHidden>
    </Group>
  );
}
