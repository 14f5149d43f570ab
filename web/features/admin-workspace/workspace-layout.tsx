// The confirmations ModalsProvider opens: a Modal with two Buttons.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import { ModalsProvider } from '@mantine/modals';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { AdminFrame } from '../../components/admin-frame';
import { useAdminSession } from '../../lib/admin-session';
import { SignInCard } from './components/sign-in-card';
import { MemberMenu } from './components/member-menu';
import { WorkspaceLoadError } from '../../components/workspace-load-error';
import { useTexts } from '../../i18n/texts';
import { frameTexts } from './frame-texts';
import { WorkspaceSkeleton } from './components/workspace-skeleton';
import { useSessionEndWatch } from './hooks/use-session-end-watch';
import { pageTitle, usePageTitle } from '../../lib/page-title';
import { mayAccess } from '../../../shared/team.schema';

/**
 * The review workspace's frame: navigation, and the gate that asks for the passkey once. The route
 * hands in the passkeys feature's sign-in button (features do not import each other).
 */
export function WorkspaceLayout({ passkeySignIn }: { passkeySignIn?: ComponentType }) {
  const t = useTexts(frameTexts);
  const session = useAdminSession();
  useSessionEndWatch();
  // Signed in, each page names itself (a child's title is set before its parent's, so the
  // frame then sets none); before that, the tab says what is asked.
  usePageTitle(
    session.data === null
      ? pageTitle(t('pageTitle'), t('pageSubtitleSignIn'))
      : session.isError
        ? pageTitle(t('pageTitle'), t('pageSubtitleSessionFailed'))
        : session.isPending
          ? t('pageTitle')
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
        <WorkspaceLoadError
          title={t('sessionCheckFailed')}
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
        <SignInCard passkeySignIn={passkeySignIn} />
      </AdminFrame>
    );
  }
  return (
    <AdminFrame
      rightSection={<MemberMenu />}
      settings={mayAccess(session.data.member.role, 'manage')}
    >
      {/* Confirmations (delete, revoke) are the workspace's own: candidates' pages load none. */}
      <ModalsProvider>
        <Outlet />
      </ModalsProvider>
    </AdminFrame>
  );
}
