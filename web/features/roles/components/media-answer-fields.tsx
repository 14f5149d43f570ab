import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { RoleForm } from '../hooks/use-role-form';
import { TAKES_OPTIONS, videoLengthOptions } from '../lib/durations';

interface MediaAnswerFieldsProps {
  form: RoleForm;
  index: number;
  maxSeconds: number;
  takes: number | null;
}

/** A video or audio answer: its longest length and how many takes the candidate may finish. */
export function MediaAnswerFields({ form, index, maxSeconds, takes }: MediaAnswerFieldsProps) {
  const path = `questions.${index}.answer` as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
      <NativeSelect
        label="Longest answer"
        description="The recording stops by itself here."
        data={videoLengthOptions(maxSeconds)}
        value={String(maxSeconds)}
        onChange={(event) =>
          form.setFieldValue(`${path}.maxSeconds`, Number(event.currentTarget.value))
        }
        error={form.errors[`${path}.maxSeconds`]}
        data-path={`${path}.maxSeconds`}
      />
      <NativeSelect
        label="Takes"
        description="How many recordings a candidate may start."
        data={TAKES_OPTIONS}
        value={takes === null ? '' : String(takes)}
        onChange={(event) => {
          const { value } = event.currentTarget;
          form.setFieldValue(`${path}.takes`, value ? Number(value) : null);
        }}
        error={form.errors[`${path}.takes`]}
        data-path={`${path}.takes`}
      />
    </SimpleGrid>
  );
}
