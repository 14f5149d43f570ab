import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, Checkbox, Code, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { WEBHOOK_EVENT_LABELS } from '../../../../shared/webhook-texts';
import { CreateWebhookRequestSchema, WEBHOOK_EVENTS } from '../../../../shared/webhooks.schema';
import { useAddWebhookEndpoint } from '../api/webhook-endpoints';

interface FormValues {
  url: string;
  description: string;
  events: string[];
}

/** Adds an endpoint: its address, what it is for, the events it wants (all, to begin with). */
export function AddWebhookForm({ onAdded }: { onAdded: (url: string, secret: string) => void }) {
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

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-webhook-title">
      <Stack gap="sm">
        <Text fw={600} id="add-webhook-title">
          Add an endpoint
        </Text>
        <TextInput
          label="Receiver URL"
          placeholder="https://ats.example.com/webhooks/prescreen"
          type="url"
          key={form.key('url')}
          {...form.getInputProps('url')}
        />
        <TextInput
          label="Description (optional)"
          placeholder="e.g. Our applicant tracking system"
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group label="Events" key={form.key('events')} {...form.getInputProps('events')}>
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={
                  <>
                    <Code>{event}</Code> {WEBHOOK_EVENT_LABELS[event]}
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <div>
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            Add endpoint
          </Button>
        </div>
      </Stack>
    </form>
  );
}
