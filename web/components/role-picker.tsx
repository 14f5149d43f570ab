import '@mantine/core/styles/Combobox.css';
import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Role } from '../../shared/roles.schema';
import { useTexts } from '../i18n/texts';
import { componentsTexts } from './components-texts';

interface RolePickerProps {
  roles: Role[] | undefined;
  loading: boolean;
  error: string | null;
  value: string;
  onChange: (roleId: string) => void;
  /** The picker asks for the catalogue when it opens, so the passkey is only sent on purpose. */
  onOpen?: () => void;
  description?: string;
  /** Shown before the catalogue has loaded (else: enter the passkey, then open). */
  waitingPlaceholder?: string;
  required?: boolean;
}

/** A searchable role picker that fills in the identify code (docs/product.md#invite-panel). */
export function RolePicker({
  roles,
  loading,
  error,
  value,
  onChange,
  onOpen,
  description,
  waitingPlaceholder,
  required,
}: RolePickerProps) {
  const t = useTexts(componentsTexts);
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    // Archived roles take no new invites (the server refuses them too).
    for (const role of (roles ?? []).filter((item) => !item.archived)) {
      const items = groups.get(role.company.name) ?? [];
      // The version new invites get: an invite keeps it when the role is edited later.
      items.push({
        value: role.id,
        label: t('rolePickerOption', { role: role.role, id: role.id, version: role.version }),
      });
      groups.set(role.company.name, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [roles, t]);
  const selected = roles?.some((role) => role.id === value) ? value : null;

  return (
    <Select
      label={t('rolePickerLabel')}
      description={description ?? t('rolePickerDescription')}
      placeholder={roles ? t('rolePickerSearch') : (waitingPlaceholder ?? t('rolePickerWaiting'))}
      required={required}
      searchable
      clearable
      // Picking the chosen role again keeps it; the clear button is the one way to empty it.
      allowDeselect={false}
      data={data}
      value={selected}
      onChange={(roleId) => onChange(roleId ?? '')}
      onDropdownOpen={onOpen}
      nothingFoundMessage={
        loading
          ? t('rolePickerLoading')
          : !roles
            ? t('rolePickerNeedsPasskey')
            : data.length === 0
              ? t('rolePickerNoRoles')
              : t('rolePickerNoMatch')
      }
      error={error}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      filter={({ options, search }) => {
        const needle = search.trim().toLowerCase();
        if (!needle) return options;
        return options
          .map((option) => {
            if (!('group' in option)) return option;
            const groupHit = (typeof option.group === 'string' ? option.group : '')
              .toLowerCase()
              .includes(needle);
            return {
              ...option,
              items: option.items.filter(
                (item) => groupHit || item.label.toLowerCase().includes(needle),
              ),
            };
          })
          .filter((option) => !('group' in option) || option.items.length > 0);
      }}
      renderOption={({ option }) => <Text size="sm">{option.label}</Text>}
    />
  );
}
