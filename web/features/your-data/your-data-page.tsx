import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { YOUR_DATA_TOKEN_PATTERN } from '../../../shared/your-data.schema';
import { YOUR_DATA_PAGE_TEXTS as TEXTS } from '../../../shared/your-data-page-texts';
import { LoadError } from '../../components/load-error';
import { PageShell } from '../../components/page-shell';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useYourData } from './api/get-your-data';
import { DataHolder, NoticeCard } from './components/data-holder';
import { DownloadCard } from './components/download-card';
import { ErasureCard } from './components/erasure-card';
import { LinkNotWorking } from './components/link-not-working';

/** The link leads to no data: not one of ours, or its candidate's data is already erased. */
function isUnknownLink(error: Error): boolean {
  return error instanceof ApiError && error.code === 'your-data-unknown';
}

/**
 * "Your data" (docs/privacy.md): the page a candidate's own link opens, from the thank-you mail
 * or the completion page, on any device: who holds their data, the team's notice, a download of
 * everything they sent, and their erasure request.
 */
export function YourDataPage() {
  const { token = '' } = useParams();
  // A link cut short or mistyped is told at once, without asking the server.
  const wellFormed = YOUR_DATA_TOKEN_PATTERN.test(token);
  const yourData = useYourData(token, wellFormed);
  usePageTitle(TEXTS.title);

  if (!wellFormed || (yourData.error && isUnknownLink(yourData.error))) return <LinkNotWorking />;
  let body;
  if (yourData.error) {
    body = (
      <LoadError
        title={TEXTS.loadFailed}
        message={yourData.error.message}
        retrying={yourData.isFetching}
        onRetry={() => void yourData.refetch()}
      />
    );
  } else if (!yourData.data) {
    body = (
      <Stack gap="md" role="status" aria-label="Loading">
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  } else {
    const { data } = yourData;
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{TEXTS.title}</Title>
          <Text style={{ overflowWrap: 'anywhere' }}>{TEXTS.intro(data.name, data.roleTitle)}</Text>
        </Stack>
        <DataHolder data={data} />
        <DownloadCard token={token} />
        <ErasureCard token={token} data={data} />
        <NoticeCard notice={data.notice} />
      </Stack>
    );
  }
  return (
    <PageShell company={yourData.data?.company}>
      <Container size="sm" py={48}>
        {body}
      </Container>
    </PageShell>
  );
}
