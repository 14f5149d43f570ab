import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { CandidateListItem } from '../../../../shared/review.schema';
import { StackedDateTime } from '../../../components/date-time-text';
import { paths } from '../../../lib/paths';
import { OutOfFive, OverTimeBadge, StatusBadge, VideoBadge } from './candidate-badges';

interface CandidatesTableProps {
  items: CandidateListItem[];
  /** The list's URL search, carried to each candidate's page. */
  search: string;
  /** A newer page is loading: the old rows stay, dimmed. */
  stale: boolean;
}

const cell = { whiteSpace: 'nowrap' } as const;

export function CandidatesTable({ items, search, stale }: CandidatesTableProps) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={940} type="native">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing={8}
        aria-label="Candidates"
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th style={cell}>Registered</Table.Th>
            <Table.Th style={cell}>Completed</Table.Th>
            <Table.Th>Answers</Table.Th>
            <Table.Th>Video</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Status</Table.Th>
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
                  navigate(href);
                }}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor component={Link} to={href} fw={600} size="sm" c="gray.0" truncate="end">
                      {candidate.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end">
                      {candidate.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" truncate="end">
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
                <Table.Td style={cell}>
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
                  <OutOfFive value={candidate.candidateRating} star />
                </Table.Td>
                <Table.Td>
                  <OutOfFive value={candidate.score} />
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
