import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_TEXTS } from '../../../shared/webhook-texts';
import type { WebhookDelivery, WebhookEndpoint } from '../../../shared/webhooks.schema';
import { auditEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { checkedAddresses, PrivateAddressRefused } from './webhook-address';
import { postSigned } from './webhook-delivery';

const ALL_EVENTS = [
  'candidate.registered',
  'candidate.completed',
  'review.updated',
  'candidate.deleted',
];

async function addEndpoint(t: TestApp, url: string, events = ALL_EVENTS) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: t.admin,
    payload: { url, description: 'ATS', events },
  });
  return response;
}

async function added(t: TestApp, url: string) {
  const response = await addEndpoint(t, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { endpoint: WebhookEndpoint; secret: string } }>().data;
}

/** Runs the relay until nothing is waiting (each pass is one attempt per due delivery). */
async function deliverAll(t: TestApp, passes = 6) {
  for (let pass = 0; pass < passes; pass++) await t.app.webhooks.relay.runOnce();
}

async function deliveriesOf(t: TestApp, endpointId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/webhooks/${endpointId}/deliveries`,
    headers: t.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { items: WebhookDelivery[]; total: number } }>().data;
}

const sendTest = (t: TestApp, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/webhooks/${id}/test`, headers: t.admin });

describe.each(testDatabaseKinds())('webhooks on %s', (kind) => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The receiver is on loopback: allowed here as WEBHOOKS_ALLOW_PRIVATE=true allows it.
    t = await createTestApp(kind, { webhooks: { allowPrivate: true, retryDelaysMs: [0, 0] } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await t.reset();
    receiver.reset();
  });

  it('answers the secret once; the list never shows it', async () => {
    const { endpoint, secret } = await added(t, receiver.url);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ url: receiver.url, description: 'ATS', events: ALL_EVENTS });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/webhooks',
      headers: t.admin,
    });
    expect(list.json<{ data: WebhookEndpoint[] }>().data.map((one) => one.id)).toEqual([
      endpoint.id,
    ]);
    expect(list.body).not.toContain(secret.slice(6));
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'webhook.create'));
    expect(audit?.target).toBe(receiver.url);
  });

  it('signs the test event so that the receiver verifies it with the secret', async () => {
    const { endpoint, secret } = await added(t, receiver.url);
    const queued = await sendTest(t, endpoint.id);
    expect(queued.json()).toEqual({ result: true, status: WEBHOOK_TEXTS.testQueued });
    await deliverAll(t);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received as [(typeof receiver.received)[0]];
    expect(request.headers['content-type']).toBe('application/json');
    const body = new Webhook(secret).verify(request.body, request.headers) as {
      type: string;
      data: { endpointId: string };
    };
    expect(body.type).toBe('webhook.test');
    expect(body.data.endpointId).toBe(endpoint.id);
    expect(request.headers['webhook-id']).toMatch(/^msg_/);
    // Another secret does not verify it: the signature is the endpoint's own.
    const other = await added(t, receiver.url);
    expect(() => new Webhook(other.secret).verify(request.body, request.headers)).toThrow();
  });

  it('retries after a 500 and delivers once; the log shows each attempt with its code', async () => {
    const { endpoint } = await added(t, receiver.url);
    receiver.answer(500, 204);
    await sendTest(t, endpoint.id);
    await deliverAll(t);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received as [
      (typeof receiver.received)[0],
      (typeof receiver.received)[0],
    ];
    // The same message both times: the receiver can tell a retry from a new event.
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const { items } = await deliveriesOf(t, endpoint.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ event: 'webhook.test', status: 'delivered' });
    expect(items[0]?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 204]);
    expect(items[0]?.deliveredAt).not.toBeNull();
  });

  it('gives up after the last attempt and says so in the log', async () => {
    const { endpoint } = await added(t, receiver.url);
    receiver.answer(503, 503, 503, 503);
    await sendTest(t, endpoint.id);
    await deliverAll(t);
    // Two pauses: three attempts, then no more.
    expect(receiver.received).toHaveLength(3);
    const { items } = await deliveriesOf(t, endpoint.id);
    expect(items[0]?.status).toBe('failed');
    expect(items[0]?.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 503, 503]);
  });

  it('logs a receiver that does not answer with the reason, and tries it again later', async () => {
    const { endpoint } = await added(t, 'http://127.0.0.1:9/nobody');
    await sendTest(t, endpoint.id);
    await t.app.webhooks.relay.runOnce();
    const { items } = await deliveriesOf(t, endpoint.id);
    expect(items[0]?.attempts[0]?.statusCode).toBeNull();
    expect(items[0]?.attempts[0]?.error).toMatch(/ECONNREFUSED/);
  });

  it('deletes an endpoint with its log; nothing more is sent to it', async () => {
    const { endpoint } = await added(t, receiver.url);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${endpoint.id}`,
      headers: t.admin,
    });
    expect(deleted.json()).toEqual({ result: true, status: WEBHOOK_TEXTS.deleted });
    expect(await t.database.db.select().from(webhookEndpoints)).toEqual([]);
    expect((await sendTest(t, endpoint.id)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${endpoint.id}`,
      headers: t.admin,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for owners and admins: a reviewer may not read the endpoints', async () => {
    const reviewer = await addTestMember(t.database, 'reviewer');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/webhooks',
      headers: reviewer.auth,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe.each(testDatabaseKinds())('private addresses on %s, by default', (kind) => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // ats.example.test stands for a name whose DNS answers a private address.
    const resolve = (host: string) =>
      Promise.resolve(
        host === 'ats.example.test'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '10.1.2.3', family: 4 },
            ]
          : [{ address: '93.184.216.34', family: 4 }],
      );
    t = await createTestApp(kind, { webhooks: { resolve } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it.each([
    'http://10.0.0.5/hooks',
    'http://127.0.0.1:8080/hooks',
    'http://localhost/hooks',
    'http://[::1]/hooks',
    'http://169.254.169.254/latest',
    'https://[fd00::1]/',
    'http://[::127.0.0.1]:8080/hooks',
    'http://[::ffff:127.0.0.1]:8080/hooks',
    'http://localhost.:8080/hooks',
    'http://LOCALHOST../hooks',
    'http://hooks.localhost./in',
  ])('refuses to add %s with 400', async (url) => {
    const response = await addEndpoint(t, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: false,
      status: WEBHOOK_TEXTS.urlPrivate,
      code: 'webhook-url-private',
    });
    expect(await t.database.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('refuses at delivery a name that resolves to a private address, once, with the reason', async () => {
    const { endpoint } = await added(t, 'http://ats.example.test/hooks');
    await sendTest(t, endpoint.id);
    await deliverAll(t, 3);
    const { items } = await deliveriesOf(t, endpoint.id);
    expect(items[0]?.status).toBe('failed');
    expect(items[0]?.attempts).toHaveLength(1);
    expect(items[0]?.attempts[0]?.error).toBe(WEBHOOK_TEXTS.refusedPrivate('10.1.2.3'));
    const rows = await t.database.db.select().from(webhookDeliveries);
    expect(rows.map((row) => row.status)).toEqual(['failed']);
  });
});

describe('the address check of a delivery', () => {
  const answer =
    (...addresses: string[]) =>
    () =>
      Promise.resolve(
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
  const url = new URL('https://hooks.example.test/in');

  it.each([
    ['10.9.8.7'],
    ['192.168.1.2'],
    ['172.16.0.1'],
    ['127.0.0.1'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['::1'],
    ['fe80::1'],
    ['fd12::1'],
    ['::ffff:10.0.0.1'],
    ['::7f00:1'], // ::127.0.0.1, as a URL writes it
    ['::a00:1'], // ::10.0.0.1
    ['::'],
  ])('refuses a name resolving to %s', async (address) => {
    await expect(checkedAddresses(url, false, answer('93.184.216.34', address))).rejects.toEqual(
      new PrivateAddressRefused(address),
    );
  });

  it('passes public addresses, and private ones when allowed', async () => {
    await expect(
      checkedAddresses(url, false, answer('93.184.216.34', '2606:4700::1')),
    ).resolves.toHaveLength(2);
    await expect(checkedAddresses(url, true, answer('10.0.0.1'))).resolves.toHaveLength(1);
  });

  it('connects to the address it checked, not to a second answer of the DNS', async () => {
    const receiver = await startWebhookReceiver();
    try {
      // `.invalid` never resolves: reaching the receiver proves the checked address was used.
      const outcome = await postSigned(
        {
          url: `http://receiver.invalid:${receiver.port}/hooks`,
          secret: `whsec_${Buffer.alloc(24, 1).toString('base64')}`,
          id: 'msg_pinned',
          payload: '{}',
        },
        { allowPrivate: true, resolve: answer('127.0.0.1') },
        new Date(),
      );
      expect(outcome).toEqual({ statusCode: 200, error: null });
      expect(receiver.received[0]?.headers.host).toBe(`receiver.invalid:${receiver.port}`);
    } finally {
      await receiver.close();
    }
  });
});
