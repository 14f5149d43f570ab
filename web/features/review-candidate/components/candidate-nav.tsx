import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatCount } from '../../../lib/format-count';
import { paths } from '../../../lib/paths';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';
import { useNeighbours } from '../api/get-neighbours';
import { useKeyShortcuts } from '../hooks/use-key-shortcuts';
import { SHORTCUT_KEYS } from '../lib/shortcuts';
import { ShortcutsHelp } from './shortcuts-help';

interface CandidateNavProps {
  candidateId: string;
  /** The list's filters, as the URL carries them. */
  search: string;
}

/**
 * Back to the list, and Previous / Next through the same filtered list (`p` and `n` too), beside
 * the list of the page's keyboard shortcuts.
 */
export function CandidateNav({ candidateId, search }: CandidateNavProps) {
  const t = useTexts(reviewCandidateTexts);
  const neighbours = useNeighbours(candidateId, search);
  const navigate = useNavigate();
  // While this candidate's neighbours load, the last candidate's stay in place but lead nowhere:
  // their Previous would be this one's neighbour's, one step off.
  const data = neighbours.isPlaceholderData ? undefined : neighbours.data;
  const previousId = data?.previousId ?? null;
  const nextId = data?.nextId ?? null;
  const go = (id: string | null) => () => {
    if (id) void navigate(paths.adminCandidate(id, search));
  };
  useKeyShortcuts({ [SHORTCUT_KEYS.next]: go(nextId), [SHORTCUT_KEYS.previous]: go(previousId) });

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Button
        component={Link}
        to={paths.adminCandidates(search)}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        px="xs"
      >
        {t('backToCandidates')}
      </Button>
      <Group gap="sm" wrap="wrap" justify="flex-end">
        <ShortcutsHelp />
        <Group gap="xs" wrap="nowrap" component="nav" aria-label={t('candidatesInList')}>
          {neighbours.isPending || neighbours.isPlaceholderData ? (
            <Skeleton h={16} w={70} />
          ) : (
            data?.position != null && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('positionOf', {
                  position: formatCount(data.position),
                  total: formatCount(data.total),
                })}
              </Text>
            )
          )}
          <NeighbourButton id={previousId} search={search} direction="previous" />
          <NeighbourButton id={nextId} search={search} direction="next" />
        </Group>
      </Group>
    </Group>
  );
}

/** A link to the neighbour in the list, or the same button disabled at either end. */
function NeighbourButton(props: {
  id: string | null;
  search: string;
  direction: 'previous' | 'next';
}) {
  const t = useTexts(reviewCandidateTexts);
  const previous = props.direction === 'previous';
  const icon = previous ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />;
  const common = {
    'aria-keyshortcuts': previous ? SHORTCUT_KEYS.previous : SHORTCUT_KEYS.next,
    variant: 'default',
    size: 'sm',
    leftSection: previous ? icon : undefined,
    rightSection: previous ? undefined : icon,
    children: previous ? t('previous') : t('next'),
  } as const;
  return props.id ? (
    <Button component={Link} to={paths.adminCandidate(props.id, props.search)} {...common} />
  ) : (
    <Button disabled {...common} />
  );
}
