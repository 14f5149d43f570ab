/**
 * Every TanStack Query key of the browser, built here: a change names exactly what it refreshes,
 * and one list shows what the cache holds.
 *
 * No key holds a secret. A key lives as long as the page, is compared and hashed as JSON and is
 * what the devtools and any error report print; the admin passkey, the candidate's session token
 * and the codes of invite, share and join links are credentials. Where the data depends on one,
 * the key holds a number standing for it instead (`aliasOf`): the same secret gives the same
 * number for the life of the page, another secret another number, so two people's data never
 * share an entry and the secret itself stays only with the request that sends it.
 */

import { aliasOf, linkQueryKeys } from './link-query-keys';

const ROLES = 'admin-roles';
const CANDIDATES = 'admin-candidates';
const INVITES = 'admin-invites';
const NEIGHBOURS = 'admin-candidate-neighbours';
const ACTIVITY = 'admin-candidate-activity';

export const queryKeys = {
  /** The reviewer's session: kept when everything else of the workspace is forgotten. */
  adminSession: ['admin-session'] as const,
  account: ['admin-account'] as const,
  apiTokens: ['admin-api-tokens'] as const,
  audit: (search: string) => ['admin-audit', search] as const,
  mail: ['admin-mail'] as const,
  privacy: ['admin-privacy'] as const,
  candidateTexts: ['admin-candidate-texts'] as const,
  /** Who the retention job deletes soon: the candidates list's "to be deleted" list. */
  privacyDue: ['admin-privacy-due'] as const,
  myMail: ['my-mail'] as const,
  passkeys: ['my-passkeys'] as const,
  shares: ['admin-shares'] as const,
  team: ['admin-team'] as const,
  memberSessions: (memberId: string) => ['admin-member-sessions', memberId] as const,
  teamDirectory: ['admin-team-directory'] as const,
  webhooks: ['admin-webhooks'] as const,
  webhookDeliveries: (endpointId: string) => ['admin-webhook-deliveries', endpointId] as const,
  webhookDeliveriesPage: (endpointId: string, page: number) =>
    ['admin-webhook-deliveries', endpointId, page] as const,

  /** The catalogue: the roles screen's queries and both invite screens' role pickers. */
  roles: {
    all: [ROLES] as const,
    /** With the reviewer's session cookie. */
    forSession: [ROLES, 'session'] as const,
    /** With the passkey typed on the invite panel (/admin). */
    forPasskey: (passkey: string) => [ROLES, 'passkey', aliasOf(passkey)] as const,
    overview: [ROLES, 'overview'] as const,
    detail: (roleId: string) => [ROLES, 'detail', roleId] as const,
    templates: [ROLES, 'templates'] as const,
  },

  invites: {
    all: [INVITES] as const,
    /** `search`: the state filter and paging, as the URL holds them. */
    list: (search: string) => [INVITES, search] as const,
  },

  candidates: {
    all: [CANDIDATES] as const,
    list: (search: string) => [CANDIDATES, search] as const,
  },

  /** One candidate's page: every key but the activity's holds the candidate's id. */
  candidate: {
    /** Every candidate's page (their deletion date follows the team's policy). */
    detailAll: ['admin-candidate'] as const,
    detail: (candidateId: string) => ['admin-candidate', candidateId] as const,
    history: (candidateId: string) => ['admin-candidate-history', candidateId] as const,
    comments: (candidateId: string) => ['admin-candidate-comments', candidateId] as const,
    guestFeedback: (candidateId: string) =>
      ['admin-candidate-guest-feedback', candidateId] as const,
    activity: (candidateId: string) => [ACTIVITY, candidateId] as const,
    isActivity: (key: readonly unknown[]) => key[0] === ACTIVITY,
    neighboursAll: [NEIGHBOURS] as const,
    neighbours: (candidateId: string, search: string) => [NEIGHBOURS, candidateId, search] as const,
    neighboursOf: (candidateId: string) => [NEIGHBOURS, candidateId] as const,
  },

  /** The links' pages, whose keys stand for the link's code (link-query-keys.ts). */
  ...linkQueryKeys,
};

/** Keys of changes in flight, where one change must know of the others. */
export const mutationKeys = {
  signIn: ['admin-sign-in'] as const,
  signInWithPassword: ['admin-sign-in-password'] as const,
  signInWithPasskey: ['admin-sign-in-passkey'] as const,
  review: (candidateId: string) => ['admin-candidate-review', candidateId] as const,
  myScore: (candidateId: string) => ['admin-candidate-my-score', candidateId] as const,
  deleteCandidate: (candidateId: string) => ['admin-candidate-delete', candidateId] as const,
  reprocessRecording: (candidateId: string, questionIndex: number | null) =>
    ['admin-recording-reprocess', candidateId, questionIndex] as const,
};
