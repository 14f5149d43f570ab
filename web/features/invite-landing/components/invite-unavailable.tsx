import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconCalendarX } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { INVITE_REFUSAL_CODES } from '../../../../shared/invite-texts';
import { PageShell } from '../../../components/page-shell';
import { browserLanguage } from '../../../i18n/language-sources';
import { InLanguage, pageLanguage } from '../../../i18n/page-language';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { usePageTitle } from '../../../lib/page-title';
import { inviteUnavailableTexts } from '../invite-unavailable-texts';

interface InviteUnavailableProps {
  message: string;
  code?: string;
}

/**
 * An invite that existed but can no longer be used: say which way (withdrawn by the team, or
 * expired) and what to do; the server's `code` decides, its text is what happened. The refusal
 * says no language: the one the candidate switched to for this invite, else the browser's
 * (docs/languages.md).
 */
export function InviteUnavailable(props: InviteUnavailableProps) {
  const { inviteId = '' } = useParams();
  return (
    <InLanguage language={pageLanguage(inviteId, browserLanguage())}>
      <Suspense fallback={<PageShell>{null}</PageShell>}>
        <Unavailable {...props} />
      </Suspense>
    </InLanguage>
  );
}

function Unavailable({ message, code }: InviteUnavailableProps) {
  const t = useTexts(inviteUnavailableTexts);
  const withdrawn = code === INVITE_REFUSAL_CODES.withdrawn;
  const expired = code === INVITE_REFUSAL_CODES.expired;
  const title = t(withdrawn ? 'withdrawnTitle' : expired ? 'expiredTitle' : 'unavailableTitle');
  usePageTitle(title);
  return (
    <PageShell>
      <Container size="sm" py={64}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Alert
            color={withdrawn ? 'red' : 'yellow'}
            variant="light"
            icon={withdrawn ? <IconBan aria-hidden /> : <IconCalendarX aria-hidden />}
            title={t('whatHappened')}
          >
            {withdrawn
              ? t('withdrawnBody')
              : expired
                ? t('expiredBody')
                : translateKnown(inviteUnavailableTexts, t, message)}
          </Alert>
          <Text>{t(withdrawn ? 'withdrawnNext' : 'expiredNext')}</Text>
        </Stack>
      </Container>
    </PageShell>
  );
}
