import { NO_CANDIDATE_TEXTS, type CandidateTexts } from '../../../../shared/candidate-texts';
import { CandidateTextsFields } from '../../../components/candidate-texts-fields';
import { useCandidateTexts } from '../../../lib/candidate-texts';
import type { RoleForm } from '../hooks/use-role-form';

/**
 * The role's own words for candidates over the workspace's (docs/product.md#candidate-texts):
 * each text "the workspace's" until the team writes its own. Saved with the role, as a new version.
 */
export function RoleTextsFields({ form }: { form: RoleForm }) {
  // Members who may not read the workspace's texts see the product's defaults beneath.
  const workspace = useCandidateTexts();
  return (
    <CandidateTextsFields
      value={form.values.candidateTexts}
      onChange={(next: CandidateTexts) => form.setFieldValue('candidateTexts', next)}
      inherited={workspace.data ?? NO_CANDIDATE_TEXTS}
    />
  );
}
