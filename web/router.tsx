import { createBrowserRouter } from 'react-router';
import { RouteFallback } from './components/route-fallback';

/** Routes are thin and lazy; each assembles one feature. */
export const router = createBrowserRouter([
  {
    path: '/',
    HydrateFallback: RouteFallback,
    children: [
      {
        index: true,
        lazy: () => import('./features/home/home-page').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'admin',
        lazy: () =>
          import('./features/admin-invites/admin-page').then((m) => ({ Component: m.AdminPage })),
      },
      {
        path: 'invite/:inviteId?',
        lazy: () =>
          import('./features/invite-entry/invite-entry-page').then((m) => ({
            Component: m.InviteEntryPage,
          })),
      },
      {
        path: 'invite/:inviteId/signup',
        lazy: () =>
          import('./features/invite-landing/invite-landing-page').then((m) => ({
            Component: m.InviteLandingPage,
          })),
      },
      {
        path: 'invite/:inviteId/assessment',
        lazy: () =>
          import('./features/assessment/assessment-page').then((m) => ({
            Component: m.AssessmentPage,
          })),
      },
      {
        path: 'invite/:inviteId/complete',
        lazy: () =>
          import('./features/complete/complete-page').then((m) => ({ Component: m.CompletePage })),
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
