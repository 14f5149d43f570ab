import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { SimplePage } from '../../components/simple-page';
import { browserLanguage, pageLanguageWithoutInvite } from '../../i18n/language-sources';
import { InLanguage } from '../../i18n/page-language';
import { useTexts } from '../../i18n/texts';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/page-title';
import { notFoundTexts } from './not-found-texts';

/**
 * `/notfoundpage` and every unknown path (docs/product.md#page-not-found): no invite says whose
 * page it is, so in the browser's language (docs/languages.md).
 */
export function NotFoundPage() {
  return (
    <InLanguage language={pageLanguageWithoutInvite(browserLanguage())}>
      <Suspense fallback={<SimplePage>{null}</SimplePage>}>
        <NotFound />
      </Suspense>
    </InLanguage>
  );
}

function NotFound() {
  const t = useTexts(notFoundTexts);
  usePageTitle(t('pageTitle'));
  return (
    <SimplePage>
      <Stack gap="lg" align="flex-start">
        <Text c="dimmed" fw={700} size="xl" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('title')}</Title>
        <Text size="lg">{t('body')}</Text>
        <Alert
          variant="light"
          color="blue"
          title={t('helpTitle')}
          icon={<IconHelpCircle aria-hidden />}
          w="100%"
        >
          {t('help')}
        </Alert>
        <Button component={Link} to={paths.home()} variant="default">
          {t('home')}
        </Button>
      </Stack>
    </SimplePage>
  );
}
