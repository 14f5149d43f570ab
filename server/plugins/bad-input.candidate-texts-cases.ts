import { NO_CANDIDATE_TEXTS } from '../../shared/candidate-texts';
import { body, JSON_BODY, NUL, type Call, type Endpoint, type Seeded } from './bad-input.cases';

const admin = (s: Seeded, call: Omit<Call, 'headers'>): Call => ({ ...call, headers: s.admin });
const fields = (value: object) => body({ fields: { ...NO_CANDIDATE_TEXTS.fields, ...value } });
const sections = (value: object) =>
  body({ sections: { ...NO_CANDIDATE_TEXTS.sections, ...value } });

/** Settings → Candidate texts (docs/product.md#candidate-texts). */
export const CANDIDATE_TEXTS_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/admin/candidate-texts',
    access: 'manage',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/candidate-texts' }),
    noInput: 'It answers the team’s words for candidates.',
    cases: {},
  },
  {
    route: 'PUT /api/admin/candidate-texts',
    access: 'manage',
    valid: (s) =>
      admin(s, {
        method: 'PUT',
        url: '/api/admin/candidate-texts',
        payload: {
          ...NO_CANDIDATE_TEXTS,
          agreement: '<p>Our rules</p>',
          fields: { social: 'off', experience: 'optional', gender: 'off' },
        },
      }),
    cases: {
      'NUL bytes': [
        body({ agreement: NUL }),
        body({ nextSteps: NUL }),
        body({ inviteIntro: NUL }),
        sections({ video: NUL }),
      ],
      'overlong strings': [
        body({ agreement: 'x'.repeat(10_001) }),
        body({ nextSteps: 'x'.repeat(10_001) }),
        body({ inviteIntro: 'x'.repeat(2001) }),
        sections({ questions: 'x'.repeat(61) }),
      ],
      'wrong types': [
        fields({ gender: 'sometimes' }),
        fields({ social: true }),
        sections({ feedback: '   ' }),
        body({ inviteIntro: 42 }),
        body({ fields: null }),
        body({ extra: true }),
      ],
      ...JSON_BODY,
    },
  },
];
