import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { COPIED_LABEL_MS } from '../../shared/constants';
import {
  SHARE_MAX_DAYS,
  SHARE_MIN_DAYS,
  ShareCreatedResponseSchema,
  ShareFormSchema,
  type ShareForm,
} from '../../shared/shares.schema';
import { translateKnown, useTexts } from '../i18n/texts';
import { apiRequest } from '../lib/api-client';
import { adminApiPaths } from '../lib/admin-api-paths';
import { queryKeys } from '../lib/query-keys';
import { componentsTexts } from './components-texts';

/** One candidate, or the list's filters as its URL holds them. */
export type ShareTarget = { candidateId: string } | { filterSearch: string };

function createShare(form: ShareForm, target: ShareTarget) {
  const body =
    'candidateId' in target
      ? { ...form, candidateId: target.candidateId }
      : { ...form, filter: Object.fromEntries(new URLSearchParams(target.filterSearch)) };
  return apiRequest(adminApiPaths.adminShares(), {
    method: 'POST',
    body,
    schema: ShareCreatedResponseSchema,
  });
}

interface ShareButtonProps {
  target: ShareTarget;
  /** The button's words: "Share" on a candidate, "Share this shortlist" on the list. */
  buttonLabel: string;
  defaultLabel: string;
  /** What the dialog says is shared. */
  description: string;
}

/**
 * A read-only link for someone without an account (a hiring manager, a panel): the dialog asks
 * for a label, 1-30 days and whether visitors may leave feedback, then shows the link once.
 */
export function ShareButton({ target, buttonLabel, defaultLabel, description }: ShareButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [link, setLink] = useState<string | null>(null);
  const t = useTexts(componentsTexts);
  // The shared schema and the server speak English: shown by its key where the catalogue has it.
  const known = (text: string) => translateKnown(componentsTexts, t, text);
  const queryClient = useQueryClient();
  const creation = useMutation({
    mutationFn: (form: ShareForm) => createShare(form, target),
    onSuccess: (response) => {
      setLink(response.data.link);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shares });
    },
  });
  const form = useForm<ShareForm>({
    mode: 'uncontrolled',
    initialValues: { label: defaultLabel, days: 7, allowFeedback: false },
    validate: schemaResolver(ShareFormSchema, { sync: true }),
  });
  const input = (field: keyof ShareForm, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(field, options);
    const error: unknown = props.error;
    return { ...props, error: typeof error === 'string' ? known(error) : (error as ReactNode) };
  };
  const finish = () => {
    close();
    setLink(null);
    creation.reset();
    form.reset();
  };

  return (
    <>
      <Button variant="default" leftSection={<IconShare size={16} />} onClick={open}>
        {buttonLabel}
      </Button>
      <Modal
        opened={opened}
        onClose={finish}
        title={buttonLabel}
        closeButtonProps={{ 'aria-label': t('shareClose') }}
        centered
      >
        {link ? (
          <Stack gap="sm">
            <Text size="sm">{t('shareCreated')}</Text>
            <Textarea
              label={t('shareLink')}
              autosize
              minRows={1}
              value={link}
              readOnly
              data-share-link
              onFocus={(event) => event.currentTarget.select()}
              styles={{
                input: {
                  fontFamily: 'var(--mantine-font-family-monospace)',
                  wordBreak: 'break-all',
                },
              }}
            />
            <CopyButton value={link} timeout={COPIED_LABEL_MS}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                >
                  {copied ? t('shareCopied') : t('shareCopyLink')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={finish}>
              {t('shareDone')}
            </Button>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit((values) => creation.mutate(ShareFormSchema.parse(values)))}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('shareReadOnly', { description })}
              </Text>
              <TextInput
                label={t('shareLabel')}
                description={t('shareLabelDescription')}
                key={form.key('label')}
                {...input('label')}
              />
              <NumberInput
                label={t('shareDays')}
                min={SHARE_MIN_DAYS}
                max={SHARE_MAX_DAYS}
                allowDecimal={false}
                clampBehavior="none"
                key={form.key('days')}
                {...input('days')}
              />
              <Checkbox
                label={t('shareAllowFeedback')}
                key={form.key('allowFeedback')}
                {...input('allowFeedback', { type: 'checkbox' })}
              />
              {creation.isError && (
                <Alert color="red" role="alert">
                  {known(creation.error.message)}
                </Alert>
              )}
              <Button type="submit" loading={creation.isPending}>
                {t('shareCreate')}
              </Button>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
