import fs from 'node:fs';
import { expect, test } from './support/test';
import type { CandidateDetail, CandidateListPage } from '../shared/review.schema';
import { locateFfmpeg } from '../server/features/recordings/ffmpeg';
import { writeLiveWebm } from '../server/test/test-video';
import { createInvite, registerCandidate } from './support/api';
import { startPostgresCluster } from './support/postgres-cluster';
import { pause, Traffic } from './support/resilient-request';
import { E2E_PASSKEY, startServer } from './support/server';
import { recorderOf, recordWhileOthersType } from './support/recording-candidate';
import { TypingCandidate, type SentAnswer } from './support/typing-candidate';

const TYPISTS = 8;
const RECORDERS = 2;
const RECORDING_SECONDS = 8;
/** How long the database stays away in the second restart, so its absence is seen for sure. */
const AWAY_MS = 3000;
const ADMIN = { authorization: `Bearer ${E2E_PASSKEY}` };

async function until(what: string, condition: () => boolean, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(10);
  }
}

/** Health as a load balancer polls it, every 100 ms, until stopped: each status seen. */
function watchHealth(url: string) {
  const seen: { status: number | 'no answer'; body: unknown }[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        seen.push({ status: response.status, body: await response.json() });
      } catch {
        seen.push({ status: 'no answer', body: null });
      }
      await pause(100);
    }
  })();
  return {
    seen,
    stop: async () => {
      watching = false;
      await done;
    },
  };
}

test.describe('PostgreSQL restarted while candidates work', () => {
  test('keeps the instance up: 503 in the one shape while the database is away, then serving again by itself, with every acknowledged answer and finished upload kept', async ({
    onFinished,
  }) => {
    test.setTimeout(180_000);
    const tools = await locateFfmpeg();
    if (!tools) throw new Error('No ffmpeg found: recordings cannot be processed');
    const cluster = await startPostgresCluster();
    onFinished(() => cluster.remove());
    const [videoFile, server] = await Promise.all([
      writeLiveWebm(tools.ffmpeg, RECORDING_SECONDS),
      startServer({ env: { DATABASE_URL: cluster.url, TRUST_PROXY: 'true' } }),
    ]);
    const video = fs.readFileSync(videoFile);
    const traffic = new Traffic(150_000);
    onFinished(async () => {
      traffic.abandon();
      await server.stop('SIGKILL');
    });

    const candidates: TypingCandidate[] = [];
    let questionCount = 0;
    for (let index = 0; index < TYPISTS + RECORDERS; index += 1) {
      const { code, role } = await createInvite(server.url);
      questionCount = role.questions.length;
      const label = index < TYPISTS ? `typist-${index}` : `recorder-${index - TYPISTS}`;
      const unique = await registerCandidate(
        server.url,
        code,
        `${label}@candidates.example`,
        label,
      );
      candidates.push(
        new TypingCandidate({
          baseUrl: server.url,
          unique,
          label,
          forwardedFor: `10.1.0.${index + 1}`,
          traffic,
        }),
      );
    }
    const recorders = candidates
      .slice(TYPISTS)
      .map((candidate) => recorderOf(candidate, { baseUrl: server.url, video, traffic }));
    const working = recordWhileOthersType(recorders, candidates.slice(0, TYPISTS), {
      questionCount,
      video,
      recordedMs: RECORDING_SECONDS * 1000,
      traffic,
    });
    let failed: unknown = null;
    working.catch((error: unknown) => (failed = error));
    const health = watchHealth(server.url);
    const acknowledgedBy = () => candidates.map((candidate) => new Map(candidate.acknowledged));

    // First restart: fast mode, under saves and upload pieces.
    await until('saves and pieces before the first restart', () => {
      return failed !== null || (traffic.answerAcks >= 30 && traffic.chunkAcks >= 3);
    });
    const beforeFirst = acknowledgedBy();
    await cluster.restart();
    // Second: away for a few seconds, so health and the candidates see it gone.
    const answersBeforeSecond = traffic.answerAcks;
    await until('saves after the first restart', () => {
      return failed !== null || traffic.answerAcks >= answersBeforeSecond + 30;
    });
    const beforeSecond = acknowledgedBy();
    await cluster.stop();
    await pause(AWAY_MS);
    const whileAway = await fetch(`${server.url}/api/assessment`, {
      headers: (candidates[0] as TypingCandidate).headers(),
    });
    const whileAwayBody = (await whileAway.json()) as { result?: unknown; status?: unknown };
    await cluster.start();

    // The recordings end once the database is back; the typists then stop too.
    const answersAfterSecond = traffic.answerAcks;
    await until('saves after the second restart', () => {
      return failed !== null || traffic.answerAcks >= answersAfterSecond + 30;
    });
    for (const recorder of recorders) recorder.endRequested = true;
    await working;
    await health.stop();

    expect(server.running()).toBe(true);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    expect(whileAway.status).toBe(503);
    expect([whileAwayBody.result, typeof whileAwayBody.status]).toEqual([false, 'string']);
    // Health said so while it was away, and says it is back.
    const statuses = health.seen.map((entry) => entry.status);
    expect(statuses).toContain(503);
    expect(statuses).not.toContain('no answer');
    expect(health.seen.at(-1)?.status).toBe(200);
    // What the candidates were told to retry came in the one shape.
    expect(traffic.unshapedFailures).toEqual([]);

    // Every answer acknowledged before each restart is still there (or a newer one is).
    const lost = await Promise.all(
      candidates.flatMap((candidate, index) => [
        candidate.compareStored(beforeFirst[index] as Map<number, SentAnswer>, false),
        candidate.compareStored(beforeSecond[index] as Map<number, SentAnswer>, false),
        candidate.compareStored(candidate.acknowledged, true),
      ]),
    );
    expect(lost.flat()).toEqual([]);

    // Every finished upload was submitted and processed, whole.
    for (const recorder of recorders) {
      expect({ complete: recorder.upload.complete, submitted: recorder.submitStatus }).toEqual({
        complete: true,
        submitted: 200,
      });
    }
    const videos = await processedVideos(server.url);
    expect(videos.map((detail) => [detail.video.state, detail.video.sizeBytes])).toEqual(
      recorders.map(() => ['ready', video.length]),
    );
    console.info(
      `PostgreSQL restart test: ${traffic.answerAcks} saves and ${traffic.chunkAcks} upload pieces acknowledged; ` +
        `retried answers by status: ${JSON.stringify([...traffic.retriedStatuses])}; ` +
        `${traffic.unanswered} requests unanswered; health 503 ${statuses.filter((status) => status === 503).length} times`,
    );
  });
});

/** The recorders' details once neither video is waiting any more (30 s at most). */
async function processedVideos(baseUrl: string): Promise<CandidateDetail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = (await (
      await fetch(`${baseUrl}/api/admin/candidates?q=recorder-&pageSize=25`, { headers: ADMIN })
    ).json()) as { data: CandidateListPage };
    const waiting = list.data.items.filter((item) => ['uploading', 'none'].includes(item.video));
    if ((list.data.items.length === RECORDERS && waiting.length === 0) || Date.now() > deadline) {
      return Promise.all(
        list.data.items
          .toSorted((a, b) => a.name.localeCompare(b.name))
          .map(
            async (item) =>
              (
                (await (
                  await fetch(`${baseUrl}/api/admin/candidates/${item.id}`, { headers: ADMIN })
                ).json()) as { data: CandidateDetail }
              ).data,
          ),
      );
    }
    await pause(250);
  }
}
