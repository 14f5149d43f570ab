import { createBrowserRouter, replace } from 'react-router';
import { RouteFallback } from './components/route-fallback';
import { InviteEntryPage } from './features/invite-entry/invite-entry-page';
import { inviteEntryTarget } from './features/invite-entry/invite-entry-target';
import { inviteQuery } from './features/invite-landing/api/get-invite';
import { queryClient } from './lib/query-client';

/**
 * A page that parses with zod: zod's settings (web/lib/zod-setup.ts) load alongside it, and the
 * route renders only once both are in, so they are in place before the page parses anything.
 * The sign-up page's schemas bring the same settings with them (sign-up-schemas.ts); the home
 * and not-found pages parse nothing.
 */
const withZod = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([import('./lib/zod-setup'), page]).then(([, module]) => module);

/** The hiring team's pages' layout: their language, in a file of its own (not every page's). */
const workspaceLanguage = () =>
  import('./i18n/workspace-language').then((m) => ({ Component: m.InWorkspaceLanguage }));

/** Routes are thin and lazy; each assembles one feature. */
export const router = createBrowserRouter([
  {
    path: '/',
    HydrateFallback: RouteFallback,
    children: [
      {
        // The hiring team's pages read the workspace's catalogues (docs/languages.md#the-workspace).
        lazy: workspaceLanguage,
        children: [
          {
            index: true,
            lazy: () =>
              import('./features/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            // A share link's public page: no account, and none of the workspace's code.
            path: 'share/:token',
            lazy: () =>
              withZod(import('./features/share-view/share-page')).then((m) => ({
                Component: m.SharePage,
              })),
          },
        ],
      },
      {
        path: 'admin',
        lazy: workspaceLanguage,
        children: [
          {
            // The invite panel: not behind the session, exactly as it was; a signed-in member
            // uses it with their session.
            index: true,
            lazy: () =>
              withZod(import('./routes/invite-panel-route')).then((m) => ({
                Component: m.InvitePanelRoute,
              })),
          },
          {
            // A member invite's link: whoever opens it is not signed in yet.
            path: 'join/:token',
            lazy: () =>
              withZod(import('./routes/join-route')).then((m) => ({
                Component: m.JoinRoute,
              })),
          },
          {
            // The review workspace: its own chunks, never downloaded by a candidate's pages.
            lazy: () =>
              withZod(import('./routes/workspace-route')).then((m) => ({
                Component: m.WorkspaceRoute,
              })),
            children: [
              {
                path: 'candidates',
                lazy: () =>
                  withZod(import('./features/review-candidates/candidates-page')).then((m) => ({
                    Component: m.CandidatesPage,
                    // Its data is asked for with the session check, before the workspace renders
                    // (in the page's own chunk: no file more). Once only: a filter's change is the
                    // page's own query, drawn at once, not after a loader.
                    loader: m.candidatesLoader,
                    shouldRevalidate: () => false,
                  })),
              },
              {
                path: 'candidates/:candidateId',
                lazy: () =>
                  withZod(import('./features/review-candidate/candidate-page')).then((m) => ({
                    Component: m.CandidatePage,
                    loader: m.candidateLoader,
                    shouldRevalidate: () => false,
                  })),
              },
              {
                path: 'invites',
                lazy: () =>
                  withZod(import('./routes/invites-route')).then((m) => ({
                    Component: m.InvitesRoute,
                  })),
              },
              {
                path: 'roles',
                lazy: () =>
                  withZod(import('./features/roles/roles-page')).then((m) => ({
                    Component: m.RolesPage,
                  })),
              },
              {
                path: 'roles/new',
                lazy: () =>
                  withZod(import('./features/roles/new-role-page')).then((m) => ({
                    Component: m.NewRolePage,
                  })),
              },
              {
                path: 'roles/:roleId',
                lazy: () =>
                  withZod(import('./features/roles/edit-role-page')).then((m) => ({
                    Component: m.EditRolePage,
                  })),
              },
              {
                path: 'team',
                lazy: () =>
                  withZod(import('./features/team/team-page')).then((m) => ({
                    Component: m.TeamPage,
                  })),
              },
              {
                path: 'account',
                lazy: () =>
                  withZod(import('./routes/account-route')).then((m) => ({
                    Component: m.AccountRoute,
                  })),
              },
              {
                path: 'shares',
                lazy: () =>
                  withZod(import('./features/shares/shares-page')).then((m) => ({
                    Component: m.SharesPage,
                  })),
              },
              {
                path: 'audit',
                lazy: () =>
                  withZod(import('./features/audit/audit-page')).then((m) => ({
                    Component: m.AuditPage,
                  })),
              },
              {
                path: 'settings',
                lazy: () =>
                  withZod(import('./routes/settings-route')).then((m) => ({
                    Component: m.SettingsRoute,
                  })),
              },
            ],
          },
        ],
      },
      {
        // The link in the candidate's email. Where it leads is decided before anything renders,
        // so the next page's chunks start loading at once, not after a chunk of this route's own;
        // `replace`, as before, so Back does not land on the forwarding link again.
        path: 'invite/:inviteId?',
        loader: ({ params }) => replace(inviteEntryTarget(params.inviteId)),
        // Drawn while the page it forwards to loads: the link says what it is doing.
        HydrateFallback: InviteEntryPage,
        Component: InviteEntryPage,
      },
      {
        path: 'invite/:inviteId/signup',
        // The invite is asked for while the page's code loads, not after it has rendered.
        loader: ({ params }) => {
          void queryClient.prefetchQuery(inviteQuery(params.inviteId ?? ''));
          return null;
        },
        lazy: () =>
          import('./features/invite-landing/invite-landing-page').then((m) => ({
            Component: m.InviteLandingPage,
          })),
      },
      {
        path: 'invite/:inviteId/assessment',
        lazy: () =>
          withZod(import('./routes/assessment-route')).then((m) => ({
            Component: m.AssessmentRoute,
          })),
      },
      {
        path: 'invite/:inviteId/complete',
        lazy: () =>
          withZod(import('./features/complete/complete-page')).then((m) => ({
            Component: m.CompletePage,
          })),
      },
      {
        // A candidate's own link (docs/privacy.md): their data, on any device, without a session.
        path: 'your-data/:token',
        lazy: () =>
          withZod(import('./features/your-data/your-data-page')).then((m) => ({
            Component: m.YourDataPage,
          })),
      },
      {
        path: '*',
        lazy: () =>
          import('./features/not-found/not-found-page').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
]);
