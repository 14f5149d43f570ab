import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { YOUR_DATA_TOKEN_PATTERN } from '../../../shared/your-data.schema';
import { LoadError } from '../../components/load-error';
import { PageShell } from '../../components/page-shell';
import {
  answeredLanguage,
  browserLanguage,
  pageLanguageWithoutInvite,
} from '../../i18n/language-sources';
import { InLanguage } from '../../i18n/page-language';
import { useTexts } from '../../i18n/texts';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useYourData, type YourData } from './api/get-your-data';
import { DataHolder, NoticeCard } from './components/data-holder';
import { DownloadCard } from './components/download-card';
import { ErasureCard } from './components/erasure-card';
import { LinkNotWorking } from './components/link-not-working';
import { yourDataTexts } from './your-data-texts';

/** The link leads to no data: not one of ours, or its candidate's data is already erased. */
function isUnknownLink(error: Error): boolean {
  return error instanceof ApiError && error.code === 'your-data-unknown';
}

/**
 * "Your data" (docs/privacy.md): the page a candidate's own link opens, from the thank-you mail
 * or the completion page, on any device: who holds their data, the team's notice, a download of
 * everything they sent, and their erasure request. In the candidate's language once the server
 * says it (docs/languages.md); a link that leads nowhere, in the browser's.
 */
export function YourDataPage() {
  const { token = '' } = useParams();
  // A link cut short or mistyped is told at once, without asking the server.
  const wellFormed = YOUR_DATA_TOKEN_PATTERN.test(token);
  const yourData = useYourData(token, wellFormed);
  const unknown = !wellFormed || (yourData.error !== null && isUnknownLink(yourData.error));
  const language = pageLanguageWithoutInvite(
    unknown ? browserLanguage() : answeredLanguage(yourData.data),
  );
  return (
    <InLanguage language={language}>
      <Suspense fallback={<Page body={<Loading />} />}>
        {unknown ? <LinkNotWorking /> : <YourDataBody token={token} yourData={yourData} />}
      </Suspense>
    </InLanguage>
  );
}

function Page({ company, body }: { company?: YourData['company']; body: ReactNode }) {
  return (
    <PageShell company={company}>
      <Container size="sm" py={48}>
        {body}
      </Container>
    </PageShell>
  );
}

/** The page's place held while it loads; named once its words are there. */
function Loading({ label }: { label?: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton height={32} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

function YourDataBody({
  token,
  yourData,
}: {
  token: string;
  yourData: ReturnType<typeof useYourData>;
}) {
  const t = useTexts(yourDataTexts);
  usePageTitle(t('title'));
  let body;
  if (yourData.error) {
    body = (
      <LoadError
        title={t('loadFailed')}
        message={yourData.error.message}
        retrying={yourData.isFetching}
        retryLabel={t('tryAgain')}
        onRetry={() => void yourData.refetch()}
      />
    );
  } else if (!yourData.data) {
    body = <Loading label={t('loading')} />;
  } else {
    const { data } = yourData;
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {t('intro', { name: data.name, roleTitle: data.roleTitle })}
          </Text>
        </Stack>
        <DataHolder data={data} />
        <DownloadCard token={token} />
        <ErasureCard token={token} data={data} />
        <NoticeCard notice={data.notice} />
      </Stack>
    );
  }
  return <Page company={yourData.data?.company} body={body} />;
}
