import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** A new install has no roles (the catalogue is demo content): say where to make one. */
export function NoRolesNote() {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title="No roles yet">
      <Anchor component={Link} to={paths.adminRoles()} fw={600}>
        Create a role or start from a template on the Roles page
      </Anchor>
      , then invite candidates to it.
    </Alert>
  );
}
