import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import {
  Alert,
  Anchor,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { InviteListQuerySchema, InviteStateSchema } from '../../../shared/review.schema';
import { useTexts } from '../../i18n/texts';
import { ListPager } from '../../components/list-pager';
import { LoadError } from '../../components/load-error';
import { useInvites } from './api/list-invites';
import { ExtraTimeDialog } from './components/extra-time-dialog';
import { InviteCards } from './components/invite-cards';
import { INVITE_STATE_KEYS } from './components/invite-state-badge';
import { InvitesTable } from './components/invites-table';
import { BulkInviteModal } from './components/bulk-invite-modal';
import { NewInviteCard } from './components/new-invite-card';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { invitesTexts } from './invites-texts';

/**
 * Every invite with its state and its mail's; the state filter and page live in the URL.
 * `mailOn`: SMTP is set (undefined while not known).
 */
export function InvitesPage({ mailOn }: { mailOn: boolean | undefined }) {
  const [bulkOpened, bulkModal] = useDisclosure(false);
  const t = useTexts(invitesTexts);
  usePageTitle(t('titleAdmin'), t('invitesTitle'));
  const stateOptions = [
    { value: '', label: t('stateAll') },
    ...InviteStateSchema.options.map((state) => ({
      value: state,
      label: t(INVITE_STATE_KEYS[state]),
    })),
  ];
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = InviteListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : InviteListQuerySchema.parse({});
  const request = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.state) request.set('state', query.state);
  const invites = useInvites(request.toString());
  const list = invites.data;
  const { breakpoints } = useMantineTheme();
  // The table's nine columns need a wide screen; below it, a card per invite. Read at the first
  // render, as the candidates list does: no second render to switch.
  const wide = useMediaQuery(`(min-width: ${breakpoints.lg})`, true, {
    getInitialValueInEffect: false,
  });
  const Rows = wide ? InvitesTable : InviteCards;

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>{t('invitesTitle')}</Title>
        <Text c="dimmed" size="sm">
          {t('invitesLead')}
        </Text>
      </Stack>

      {mailOn === false && (
        <Alert
          color="gray"
          variant="light"
          icon={<IconMailOff size={18} />}
          title={t('mailOffTitle')}
        >
          {t('mailOffBody')}{' '}
          <Anchor component={Link} to={paths.adminSettings()} inherit underline="always">
            {t('mailOffSettingsLink')}
          </Anchor>
        </Alert>
      )}

      <NewInviteCard mailOn={mailOn} onInviteSeveral={bulkModal.open} />
      <BulkInviteModal opened={bulkOpened} onClose={bulkModal.close} mailOn={mailOn} />

      <SegmentedControl
        aria-label={t('stateFilterLabel')}
        data={stateOptions}
        value={query.state ?? ''}
        onChange={(state) => update({ state: state || null })}
        style={{ alignSelf: 'flex-start' }}
      />

      {invites.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('loadingInvites')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={52} />
          ))}
        </Stack>
      ) : invites.isError ? (
        <LoadError
          title={t('invitesFailed')}
          message={invites.error.message}
          retrying={invites.isFetching}
          onRetry={() => void invites.refetch()}
        />
      ) : list && list.total === 0 ? (
        <Stack align="center" gap={4} py={48} ta="center">
          <Title order={2} size="h4">
            {query.state ? t('noInvitesInState') : t('noInvitesTitle')}
          </Title>
          {!query.state && <Text c="dimmed">{t('noInvitesBody')}</Text>}
        </Stack>
      ) : list ? (
        <Stack gap="md">
          <ExtraTimeDialog>
            <Rows items={list.items} stale={invites.isPlaceholderData} mailOn={mailOn === true} />
          </ExtraTimeDialog>
          <ListPager
            page={query.page}
            pageSize={query.pageSize}
            total={list.total}
            noun={t('pagerNoun')}
            onPage={(page) => update({ page: page === 1 ? null : String(page) })}
            onPageSize={(pageSize) =>
              update({ pageSize: pageSize === 25 ? null : String(pageSize) })
            }
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
