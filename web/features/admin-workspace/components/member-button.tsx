import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { Badge, Button, Text, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { MEMBER_ROLE_LABELS, type Member } from '../../../../shared/team.schema';

type MemberButtonProps = ButtonProps &
  ComponentPropsWithRef<'button'> & {
    member: Member;
  };

/**
 * The account menu's button: who is signed in, as what. The frame draws it at once, inert, and
 * the menu around it comes with its own code a moment later (member-menu.tsx): the menu's
 * positioning code is not on the page's first screen (docs/capacity.md, the first screen).
 */
export function MemberButton({ member, ...props }: MemberButtonProps) {
  return (
    <Button
      variant="default"
      size="sm"
      rightSection={<IconChevronDown size={14} />}
      aria-label={`${member.name}, ${MEMBER_ROLE_LABELS[member.role]}: account menu`}
      maw={240}
      {...props}
    >
      <Text span size="sm" truncate="end" maw={120}>
        {member.name}
      </Text>
      <Badge ml={8} size="xs" variant="light" color="indigo" visibleFrom="xs">
        {MEMBER_ROLE_LABELS[member.role]}
      </Badge>
    </Button>
  );
}
