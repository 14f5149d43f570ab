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
import { useState } from 'react';
import { COPIED_LABEL_MS } from '../../shared/constants';
import {
  SHARE_MAX_DAYS,
  SHARE_MIN_DAYS,
  ShareCreatedResponseSchema,
  ShareFormSchema,
  type ShareForm,
} from '../../shared/shares.schema';
import { apiRequest } from '../lib/api-client';
import { adminApiPaths } from '../lib/admin-api-paths';
import { queryKeys } from '../lib/query-keys';

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
      <Modal opened={opened} onClose={finish} title={buttonLabel} centered>
        {link ? (
          <Stack gap="sm">
            <Text size="sm">
              Anyone with this link can read what you shared until it expires or you revoke it on
              the Share links page.
            </Text>
            <Textarea
              label="Share link"
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
                  {copied ? 'Copied!' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={finish}>
              Done
            </Button>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit((values) => creation.mutate(ShareFormSchema.parse(values)))}
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {description} Read-only: no email, device, notes, scores or comments of the team.
              </Text>
              <TextInput
                label="Label"
                description="Who or what it is for; the team sees it in the list of share links."
                key={form.key('label')}
                {...form.getInputProps('label')}
              />
              <NumberInput
                label="Works for (days)"
                min={SHARE_MIN_DAYS}
                max={SHARE_MAX_DAYS}
                allowDecimal={false}
                clampBehavior="none"
                key={form.key('days')}
                {...form.getInputProps('days')}
              />
              <Checkbox
                label="Visitors may leave a score and a comment under their name"
                key={form.key('allowFeedback')}
                {...form.getInputProps('allowFeedback', { type: 'checkbox' })}
              />
              {creation.isError && (
                <Alert color="red" role="alert">
                  {creation.error.message}
                </Alert>
              )}
              <Button type="submit" loading={creation.isPending}>
                Create link
              </Button>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
