import { id, type Endpoint } from './bad-input.cases';

const UUID = '00000000-0000-4000-8000-000000000000';

/** A GET of one candidate's decision data: its id is checked and must name a candidate. */
const reading = (suffix: '/activity' | '/history'): Endpoint => ({
  route: `GET /api/admin/candidates/:id${suffix}`,
  access: 'read',
  valid: (s) => ({
    method: 'GET',
    url: `/api/admin/candidates/${s.candidateId}${suffix}`,
    headers: s.admin,
  }),
  cases: {
    'NUL bytes': [id(`${UUID.slice(0, -1)}%00`)],
    'overlong strings': [id('a'.repeat(101))],
    'wrong types': [id('42')],
    'unknown ids': [id(UUID)],
  },
});

/**
 * The endpoints of the team's decision beyond `PATCH .../review` (in the admin table): the
 * activity stamp pages poll and the decision history.
 */
export const DECISION_ENDPOINTS: Endpoint[] = [reading('/activity'), reading('/history')];
