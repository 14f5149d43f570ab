import { Outlet } from 'react-router';
import { AdminFrame } from '../../components/admin-frame';
import { useAdminSession } from './api/get-session';
import { SignInCard } from './components/sign-in-card';
import { SignOutButton } from './components/sign-out-button';
import { LoadError } from '../../components/load-error';
import { WorkspaceSkeleton } from './components/workspace-skeleton';
import { useSessionEndWatch } from './hooks/use-session-end-watch';

/** The review workspace's frame: navigation, and the gate that asks for the passkey once. */
export function WorkspaceLayout() {
  const session = useAdminSession();
  useSessionEndWatch();

  if (session.isPending) {
    return (
      <AdminFrame>
        <WorkspaceSkeleton />
      </AdminFrame>
    );
  }
  if (session.isError) {
    return (
      <AdminFrame>
        <LoadError
          title="Could not check your session"
          message={session.error.message}
          onRetry={() => void session.refetch()}
          retrying={session.isFetching}
        />
      </AdminFrame>
    );
  }
  if (session.data === null) {
    return (
      <AdminFrame>
        <SignInCard />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame rightSection={<SignOutButton />}>
      <Outlet />
    </AdminFrame>
  );
}
