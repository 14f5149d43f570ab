import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, Checkbox, Code, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import {
  CreateWebhookRequestSchema,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../../../shared/webhooks.schema';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { useAddWebhookEndpoint } from '../api/webhook-endpoints';
import { webhooksTexts } from '../webhooks-texts';

/** An address, not words: the same in every language. */
const EXAMPLE_URL = 'https://ats.example.com/webhooks/prescreen';

/** Each event's meaning in the catalogue. */
const EVENT_KEYS = {
  'candidate.registered': 'eventRegistered',
  'candidate.completed': 'eventCompleted',
  'review.updated': 'eventReviewUpdated',
  'candidate.deleted': 'eventDeleted',
} as const satisfies Record<WebhookEvent, keyof typeof webhooksTexts.english>;

interface FormValues {
  url: string;
  description: string;
  events: string[];
}

/** Adds an endpoint: its address, what it is for, the events it wants (all, to begin with). */
export function AddWebhookForm({ onAdded }: { onAdded: (url: string, secret: string) => void }) {
  const t = useTexts(webhooksTexts);
  const add = useAddWebhookEndpoint();
  const form = useForm<FormValues>({
    mode: 'uncontrolled',
    initialValues: { url: '', description: '', events: [...WEBHOOK_EVENTS] },
    validate: schemaResolver(CreateWebhookRequestSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    add.mutate(CreateWebhookRequestSchema.parse(values), {
      onSuccess: (response) => {
        onAdded(response.data.endpoint.url, response.data.secret);
        form.reset();
      },
      onError: (error) => form.setFieldError('url', error.message),
    }),
  );
  // A field's message (the schema's or the server's), in the page's language when the catalogue
  // holds it.
  const inputProps = (field: keyof FormValues) => {
    const error = form.errors[field];
    return {
      ...form.getInputProps(field),
      error: typeof error === 'string' ? translateKnown(webhooksTexts, t, error) : error,
    };
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-webhook-title">
      <Stack gap="sm">
        <Text fw={600} id="add-webhook-title">
          {t('addTitle')}
        </Text>
        <TextInput
          label={t('urlLabel')}
          placeholder={EXAMPLE_URL}
          type="url"
          key={form.key('url')}
          {...inputProps('url')}
        />
        <TextInput
          label={t('descriptionLabel')}
          placeholder={t('descriptionPlaceholder')}
          key={form.key('description')}
          {...inputProps('description')}
        />
        <Checkbox.Group label={t('events')} key={form.key('events')} {...inputProps('events')}>
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={
                  <>
                    <Code translate="no">{event}</Code> {t(EVENT_KEYS[event])}
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <div>
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            {t('addButton')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
