import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoles, seedCandidate, submitRecording } from '../features/review/review-test-seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';
import { testDatabaseKinds } from '../test/test-databases';
import { liveWebmBytes } from '../test/test-video';

const TOKEN = 'metrics-token-0123456789';

/** One sample's value from the Prometheus text format, e.g. `name{a="b"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabaseKinds())('Prometheus metrics (%s)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, { metricsToken: TOKEN });
  });
  afterAll(async () => {
    await test?.close();
  });

  const scrape = async (authorization = `Bearer ${TOKEN}`) =>
    test.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

  // Without METRICS_TOKEN, /metrics is a 404 like any unknown path (web-app.test.ts).
  it('refuses a scrape without the token, or with another, with 401 in the one shape', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ result: false });
    }
  });

  it('counts requests by route pattern, method and status', async () => {
    await test.app.inject({ method: 'GET', url: '/api/health' });
    await test.app.inject({ method: 'GET', url: '/api/invites/0000000000000000000000' });
    const text = (await scrape()).body;
    expect(
      sample(
        text,
        'prescreen_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    // The pattern, never the code in the path.
    expect(text).toContain('route="/api/invites/:code"');
    expect(text).not.toContain('0000000000000000000000');
  });

  it('reports uploads in progress and recordings waiting to be processed, from the database', async () => {
    await test.reset();
    const before = (await scrape()).body;
    expect(sample(before, 'prescreen_recordings{state="uploading"}')).toBe(0);
    const candidate = await registerTestCandidate(test);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/recordings/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': `filetype ${Buffer.from('video/webm').toString('base64')}`,
        authorization: `Bearer ${candidate.unique}`,
      },
    });
    expect(created.statusCode).toBe(201);
    const after = (await scrape()).body;
    expect(sample(after, 'prescreen_recordings{state="uploading"}')).toBe(1);
    expect(sample(after, 'prescreen_recordings{state="uploaded"}')).toBe(0);
  });

  it('times each post-processing attempt, by outcome', async () => {
    const series = 'prescreen_recording_processing_seconds_count{outcome="processed"}';
    const before = sample((await scrape()).body, series) ?? 0;
    const video = await liveWebmBytes(2);
    const [role] = await listRoles(test);
    const candidate = await seedCandidate(test, {
      role: role as NonNullable<typeof role>,
      name: 'Timed Candidate',
      email: 'timed@test.example',
    });
    await submitRecording(test, candidate.auth, video);
    expect(sample((await scrape()).body, series)).toBe(before + 1);
  });

  it("reports the database pool and the process's own figures", async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'prescreen_database_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'prescreen_database_connections{state="waiting"}')).toBe(0);
    expect(text).toContain('prescreen_process_resident_memory_bytes');
    expect(text).toContain('prescreen_nodejs_eventloop_lag_seconds');
  });
});
