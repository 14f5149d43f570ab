import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { CandidateListItem } from '../../../../shared/review.schema';
import { StackedDateTime } from '../../../components/date-time-text';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { candidatesTexts } from '../candidates-texts';
import { OutOfFive, OverTimeBadge, StatusBadge, VideoBadge } from './candidate-badges';
import { CandidateRatingHeading } from './candidate-rating-help';
import { IntegritySummaryText } from './integrity-summary';
import { TeamScoreCell } from './team-score-cell';

interface CandidatesTableProps {
  items: CandidateListItem[];
  /** The list's URL search, carried to each candidate's page. */
  search: string;
  /** A newer page is loading: the old rows stay, dimmed. */
  stale: boolean;
}

export function CandidatesTable({ items, search, stale }: CandidatesTableProps) {
  const t = useTexts(candidatesTexts);
  const navigate = useNavigate();
  return (
    // Positioned, so that visually hidden texts in clipped columns do not widen the page.
    <Table.ScrollContainer minWidth={1192} type="native" style={{ position: 'relative' }}>
      <Table
        layout="fixed"
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing={8}
        aria-label={t('listName')}
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('name')}</Table.Th>
            <Table.Th>{t('role')}</Table.Th>
            <Table.Th w={96}>{t('registered')}</Table.Th>
            <Table.Th w={96}>{t('completed')}</Table.Th>
            <Table.Th w={82}>{t('answers')}</Table.Th>
            {/* Wide enough for its longest badge, "Not recorded". */}
            <Table.Th w={136}>{t('video')}</Table.Th>
            <Table.Th w={96}>{t('time')}</Table.Th>
            <Table.Th w={150}>{t('integrity')}</Table.Th>
            <Table.Th w={136}>
              <CandidateRatingHeading />
            </Table.Th>
            <Table.Th w={92}>{t('score')}</Table.Th>
            <Table.Th w={118}>{t('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((candidate) => {
            const href = paths.adminCandidate(candidate.id, search);
            return (
              <Table.Tr
                key={candidate.id}
                onClick={(event) => {
                  // The name is the link; a click elsewhere on the row goes there too.
                  if ((event.target as HTMLElement).closest('a')) return;
                  void navigate(href);
                }}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor
                      component={Link}
                      to={href}
                      fw={600}
                      size="sm"
                      c="gray.0"
                      display="block"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {candidate.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end" title={candidate.email}>
                      {candidate.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" lineClamp={2} title={candidate.role.title}>
                      {candidate.role.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {candidate.role.company}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <StackedDateTime value={candidate.registeredAt} />
                </Table.Td>
                <Table.Td>
                  <StackedDateTime value={candidate.completedAt} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {candidate.answered}/{candidate.questionCount}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <VideoBadge state={candidate.video} />
                </Table.Td>
                <Table.Td>
                  <OverTimeBadge overTime={candidate.overTime} />
                </Table.Td>
                <Table.Td>
                  <IntegritySummaryText summary={candidate.integrity} />
                </Table.Td>
                <Table.Td>
                  <OutOfFive value={candidate.candidateRating} star />
                </Table.Td>
                <Table.Td>
                  <TeamScoreCell
                    average={candidate.averageScore}
                    count={candidate.scoreCount}
                    mine={candidate.myScore}
                  />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={candidate.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
