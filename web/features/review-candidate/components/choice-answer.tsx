import type { ChoiceForm } from '../../../../shared/question-forms.schema';
import { ChoiceOptions } from '../../../components/answer-choice/choice-options';

/** A choice answer: every option, the chosen ones and the team's preferred ones marked. */
export function ChoiceAnswer({ form, choices }: { form: ChoiceForm; choices: number[] | null }) {
  return (
    <ChoiceOptions
      options={form.options}
      chosen={choices}
      preferred={form.preferred}
      multiple={form.multiple}
    />
  );
}
