import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { AdminFrame } from '../../components/admin-frame';
import { useAdminSession } from '../../lib/admin-session';
import { MemberButton } from './components/member-button';
import { LoadError } from '../../components/load-error';
import { WorkspaceSkeleton } from './components/workspace-skeleton';
import { useSessionEndWatch } from './hooks/use-session-end-watch';
import { pageTitle, usePageTitle } from '../../lib/page-title';
import { mayAccess } from '../../../shared/team.schema';

// What the frame draws after its first screen, each with code of its own (docs/capacity.md, the
// first screen): the sign-in card, only for whoever is not signed in; the account menu's
// dropdown; and the confirmations (delete, revoke), which pages open with `modals.open…`, so
// their provider need not wrap the page.
const SignInCard = lazy(() =>
  import('./components/sign-in-card').then((m) => ({ default: m.SignInCard })),
);
const MemberMenu = lazy(() =>
  import('./components/member-menu').then((m) => ({ default: m.MemberMenu })),
);
const Confirmations = lazy(() => import('./components/confirmations'));

/**
 * The review workspace's frame: navigation, and the gate that asks for the passkey once. The route
 * hands in the passkeys feature's sign-in button (features do not import each other).
 */
export function WorkspaceLayout({ passkeySignIn }: { passkeySignIn?: ComponentType }) {
  const session = useAdminSession();
  useSessionEndWatch();
  // Signed in, each page names itself (a child's title is set before its parent's, so the
  // frame then sets none); before that, the tab says what is asked.
  usePageTitle(
    session.data === null
      ? pageTitle('Admin', 'Sign in')
      : session.isError
        ? pageTitle('Admin', 'Session check failed')
        : session.isPending
          ? 'Admin'
          : null,
  );

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
        <Suspense fallback={<WorkspaceSkeleton />}>
          <SignInCard passkeySignIn={passkeySignIn} />
        </Suspense>
      </AdminFrame>
    );
  }
  const { member } = session.data;
  return (
    <AdminFrame
      rightSection={
        // Until its menu is here, the button is drawn as it will be, but does nothing.
        <Suspense fallback={<MemberButton member={member} aria-disabled />}>
          <MemberMenu />
        </Suspense>
      }
      settings={mayAccess(member.role, 'manage')}
    >
      <Outlet />
      {/* The workspace's own: candidates' pages load none. */}
      <Suspense>
        <Confirmations />
      </Suspense>
    </AdminFrame>
  );
}
