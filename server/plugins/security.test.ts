import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';

describe('API answers are never cached', () => {
  const t = useTestApp('pglite', {}, { resetBeforeEach: false });

  it('marks every API answer no-store: secrets, links, errors and uploads alike', async () => {
    const candidate = await registerTestCandidate(t);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({
        method: 'POST',
        url: '/api/invite-codes/add',
        headers: t.admin,
        payload: { identifyCode: candidate.role.id },
      }),
      t.app.inject({
        method: 'POST',
        url: '/now-assessment',
        payload: {
          name: 'Cache Candidate',
          email: 'candidate@test.example',
          social: 'https://profile.test.example',
          invitecode: candidate.inviteCode,
        },
      }),
      t.app.inject({ method: 'POST', url: '/feedback', payload: { unique: 'x' } }),
      t.app.inject({ method: 'GET', url: '/api/assessment', headers: candidate.auth }),
      t.app.inject({ method: 'GET', url: '/api/assessment' }),
      t.app.inject({ method: 'GET', url: '/api/no/such/call' }),
      t.app.inject({
        method: 'POST',
        url: '/api/recordings/uploads',
        headers: {
          ...candidate.auth,
          'tus-resumable': '1.0.0',
          'upload-defer-length': '1',
          'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
        },
      }),
    ]);
    for (const answer of answers) {
      expect(answer.headers['cache-control'], answer.raw.req.url).toMatch(/no-store/);
    }
    expect(answers[7]?.statusCode).toBe(201);
    // The registration that resumed carries the candidate's secret: the one answer that must
    // never sit in a cache.
    expect(answers[2]?.json()).toMatchObject({ result: true });
  });
});
