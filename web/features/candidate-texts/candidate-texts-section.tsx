import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CandidateTexts } from '../../../shared/candidate-texts';
import { CandidateTextsFields } from '../../components/candidate-texts-fields';
import { candidateTextsTexts } from '../../components/candidate-texts-fields-texts';
import { translateKnown, useTexts } from '../../i18n/texts';
import { ApiError } from '../../lib/api-client';
import { useCandidateTexts } from '../../lib/candidate-texts';
import { useMayAccess } from '../../lib/current-member';
import { showError, showSuccess } from '../../lib/toasts';
import { useSaveCandidateTexts } from './api/save-candidate-texts';

/**
 * The "Candidate texts" section of the settings page (docs/product.md#candidate-texts): the
 * agreement, the registration fields, the section names, the next steps and the invite mail's
 * introduction, with a preview. Only owners and admins read and edit it (the server answers
 * others 403, and the section is left out for them).
 */
export function CandidateTextsSection() {
  const t = useTexts(candidateTextsTexts);
  const mayManage = useMayAccess('manage');
  const texts = useCandidateTexts();

  if (texts.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (texts.isError && texts.error instanceof ApiError && texts.error.httpStatus === 403)
    return null;

  return (
    <Stack gap="md" component="section" aria-labelledby="candidate-texts-title">
      <Stack gap={2}>
        <Title order={2} size="h3" id="candidate-texts-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('lead')}
        </Text>
      </Stack>
      {texts.isError ? (
        <Alert color="red" title={t('loadFailed')}>
          {texts.error.message}
        </Alert>
      ) : (
        <CandidateTextsForm saved={texts.data} disabled={!mayManage} />
      )}
    </Stack>
  );
}

function CandidateTextsForm({ saved, disabled }: { saved: CandidateTexts; disabled: boolean }) {
  const [value, setValue] = useState(saved);
  const save = useSaveCandidateTexts();
  const t = useTexts(candidateTextsTexts);
  const known = (text: string) => translateKnown(candidateTextsTexts, t, text);
  return (
    <form
      aria-label={t('form')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value, {
          onSuccess: (response) => {
            setValue(response.data);
            showSuccess(response.status != null ? known(response.status) : t('saved'));
          },
          onError: (error) => showError(known(error.message)),
        });
      }}
    >
      <Stack gap="md">
        <CandidateTextsFields
          value={value}
          onChange={setValue}
          inherited={null}
          disabled={disabled}
        />
        {!disabled && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
