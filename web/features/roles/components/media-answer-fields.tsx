import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import type { RoleForm } from '../hooks/use-role-form';
import { takesOptions, videoLengthOptions } from '../lib/durations';
import { rolesTexts } from '../roles-texts';

interface MediaAnswerFieldsProps {
  form: RoleForm;
  index: number;
  maxSeconds: number;
  takes: number | null;
}

/** A video or audio answer: its longest length and how many takes the candidate may finish. */
export function MediaAnswerFields({ form, index, maxSeconds, takes }: MediaAnswerFieldsProps) {
  const t = useTexts(rolesTexts);
  const path = `questions.${index}.answer` as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'end' }}>
      <NativeSelect
        label={t('longestAnswer')}
        description={t('recordingStops')}
        data={videoLengthOptions(t, maxSeconds)}
        value={String(maxSeconds)}
        onChange={(event) =>
          form.setFieldValue(`${path}.maxSeconds`, Number(event.currentTarget.value))
        }
        error={form.errors[`${path}.maxSeconds`]}
        data-path={`${path}.maxSeconds`}
      />
      <NativeSelect
        label={t('takes')}
        description={t('takesDescription')}
        data={takesOptions(t)}
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
