import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import type { DirectoryMember } from '../../../../shared/scores.schema';

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
  const data = (members ?? [])
    .filter((member) => member.id !== selfId)
    .map((member) => ({ value: member.id, label: member.name }));
  return (
    <MultiSelect
      label="Mention"
      placeholder={value.length === 0 ? 'Members to mention (optional)' : undefined}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      maxValues={20}
      nothingFoundMessage="No member by that name"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
