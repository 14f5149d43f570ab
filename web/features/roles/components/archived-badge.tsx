import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';

export function ArchivedBadge() {
  return (
    <Badge variant="light" color="gray" radius="sm" style={{ minWidth: 'max-content' }}>
      Archived
    </Badge>
  );
}
