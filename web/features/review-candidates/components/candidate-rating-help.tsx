import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';

export const CANDIDATE_RATING_LABEL = "Candidate's rating";
/** Where no tooltip fits (a phone's card), the name says it all. */
export const CANDIDATE_RATING_LONG = "Candidate's rating of the process";
export const CANDIDATE_RATING_HELP =
  "How the candidate rated the assessment itself (1-5 stars) after finishing: their opinion of the process, not the team's score of them.";

/** "Candidate's rating" with an info button whose tooltip (and description) says what it is. */
export function CandidateRatingHeading() {
  const id = useId();
  return (
    <Group gap={2} wrap="nowrap" align="center">
      <span>{CANDIDATE_RATING_LABEL}</span>
      <Tooltip
        label={CANDIDATE_RATING_HELP}
        multiline
        w={240}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label="What is the candidate's rating?"
          aria-describedby={id}
        >
          <IconInfoCircle size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={id}>{CANDIDATE_RATING_HELP}</VisuallyHidden>
    </Group>
  );
}
