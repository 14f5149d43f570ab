import { Outlet } from 'react-router';

/** The review workspace's frame: navigation, the signed-in gate. (Placeholder: being built.) */
export function WorkspaceLayout() {
  return <Outlet />;
}
