import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { Anchor, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { CandidateListItem } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { candidatesTexts } from '../candidates-texts';
import { OutOfFive, OverTimeBadge, StatusBadge, VideoBadge } from './candidate-badges';
import { IntegritySummaryText } from './integrity-summary';
import { TeamScoreCell } from './team-score-cell';
import classes from './candidate-cards.module.css';
import { textClass } from './list-text';

interface CandidateCardsProps {
  items: CandidateListItem[];
  /** The list's URL search, carried to each candidate's page. */
  search: string;
  /** A newer page is loading: the old cards stay, dimmed. */
  stale: boolean;
}

/** One labelled value of a card: a small dimmed name above it. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={classes.field}>
      <p className={textClass('xs', true)}>{label}</p>
      {children}
    </div>
  );
}

/**
 * The list on a phone: one card per candidate with what the table's columns say (status and score
 * first), so nothing scrolls sideways. The name is the link to the candidate.
 */
export function CandidateCards({ items, search, stale }: CandidateCardsProps) {
  const t = useTexts(candidatesTexts);
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      aria-label={t('listName')}
      aria-busy={stale}
      style={{ listStyle: 'none', opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {items.map((candidate) => (
        <Paper
          key={candidate.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="candidate-card"
        >
          <div className={classes.body}>
            <div className={classes.head}>
              <div className={classes.who}>
                <Anchor
                  component={Link}
                  to={paths.adminCandidate(candidate.id, search)}
                  fw={600}
                  size="sm"
                  c="gray.0"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {candidate.name}
                </Anchor>
                <p className={`${textClass('xs', true)} ${classes.anywhere}`}>
                  {candidate.role.title} · {candidate.role.company}
                </p>
              </div>
              <StatusBadge status={candidate.status} />
            </div>
            <div className={classes.facts}>
              <Field label={t('score')}>
                <TeamScoreCell
                  average={candidate.averageScore}
                  count={candidate.scoreCount}
                  mine={candidate.myScore}
                />
              </Field>
              <Field label={t('answers')}>
                <p className={textClass('sm')}>
                  {candidate.answered}/{candidate.questionCount}
                </p>
              </Field>
              <Field label={t('video')}>
                <VideoBadge state={candidate.video} />
              </Field>
              <Field label={t('time')}>
                <OverTimeBadge overTime={candidate.overTime} />
              </Field>
              {/* Where no tooltip fits (a phone's card), the name says it all. */}
              <Field label={t('ratingLong')}>
                <OutOfFive value={candidate.candidateRating} star />
              </Field>
            </div>
            <Field label={t('integrity')}>
              <IntegritySummaryText summary={candidate.integrity} />
            </Field>
          </div>
        </Paper>
      ))}
    </Stack>
  );
}
