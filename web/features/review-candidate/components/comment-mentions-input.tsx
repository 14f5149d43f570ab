import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import type { DirectoryMember } from '../../../../shared/scores.schema';
import { useTexts } from '../../../i18n/texts';
import { reviewCandidateTexts } from '../review-candidate-texts';

interface CommentMentionsInputProps {
  members: DirectoryMember[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  /** Who writes: one does not mention oneself. */
  selfId: string | undefined;
}

/** Whom the comment mentions, picked from the active members by name. */
export function CommentMentionsInput({
  members,
  value,
  onChange,
  selfId,
}: CommentMentionsInputProps) {
  const t = useTexts(reviewCandidateTexts);
  const data = (members ?? [])
    .filter((member) => member.id !== selfId)
    .map((member) => ({ value: member.id, label: member.name }));
  return (
    <MultiSelect
      label={t('mention')}
      placeholder={value.length === 0 ? t('mentionPlaceholder') : undefined}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      maxValues={20}
      nothingFoundMessage={t('noMemberFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
