import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits';
import { webhookEndpoints } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';

describe.each(testDatabaseKinds())('the webhooks cap on %s', (kind) => {
  const t = useTestApp(kind);

  const add = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: t.admin,
      payload: { url: `https://hooks.example.com/${i}`, events: ['candidate.completed'] },
    });

  it(`keeps the workspace to ${LIMITS.webhooks} webhooks, even asked at once; a delete frees a place`, async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => add(i)));
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made).toHaveLength(20);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toEqual({
      result: false,
      status:
        'This workspace already has 20 webhooks, the most it may have. Delete one you no longer use, then add the new one.',
      code: 'webhook-limit',
    });
    expect(await t.database.db.select().from(webhookEndpoints)).toHaveLength(20);

    const id = made[0]?.json<{ data: { endpoint: { id: string } } }>().data.endpoint.id;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${id}`,
      headers: t.admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await add(100)).statusCode).toBe(200);
    expect((await add(101)).statusCode).toBe(409);
  });
});
