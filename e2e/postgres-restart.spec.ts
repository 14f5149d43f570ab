import fs from 'node:fs';
import { expect, test } from './support/test';
import type { CandidateDetail, CandidateListPage } from '../shared/review.schema';
import { locateFfmpeg } from '../server/features/recordings/processing/ffmpeg';
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

/** Health as a load balancer polls it, every 100 ms, until stopped: each status seen, and when. */
function watchHealth(url: string) {
  const seen: { status: number | 'no answer'; body: unknown; at: number }[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        seen.push({ status: response.status, body: await response.json(), at: Date.now() });
      } catch {
        seen.push({ status: 'no answer', body: null, at: Date.now() });
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

/**
 * Seconds from the first health answer that was not 200 to the first 200 after the last, among
 * those from `from` until `to`.
 */
function healthOutageSeconds(
  seen: { status: number | 'no answer'; at: number }[],
  from: number,
  to = Infinity,
): number {
  const window = seen.filter((entry) => entry.at >= from && entry.at < to);
  const away = window.filter((entry) => entry.status !== 200);
  const back = window.find((entry) => entry.status === 200 && entry.at > (away.at(-1)?.at ?? 0));
  if (!away[0] || !back) return 0;
  return (back.at - away[0].at) / 1000;
}

/**
 * When the count of acknowledged saves grew, sampled every 20 ms: the longest wait between two
 * acknowledgements around a restart is the outage the candidates saw (8 typists save several
 * times a second, so outside an outage the waits are short).
 */
function watchSaves(traffic: Traffic) {
  const times: number[] = [];
  let count = traffic.answerAcks;
  const timer = setInterval(() => {
    if (traffic.answerAcks === count) return;
    count = traffic.answerAcks;
    times.push(Date.now());
  }, 20);
  return {
    stop: () => clearInterval(timer),
    /** The longest wait from the last save before `from` to the first one after `backAt`. */
    outageSeconds(from: number, backAt: number): number {
      const back = times.find((time) => time > backAt);
      if (back === undefined) return NaN;
      const window = [
        times.findLast((time) => time <= from) ?? from,
        ...times.filter((time) => time > from && time <= back),
      ];
      let longest = 0;
      for (let index = 1; index < window.length; index += 1) {
        longest = Math.max(longest, (window[index] as number) - (window[index - 1] as number));
      }
      return longest / 1000;
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
    const saves = watchSaves(traffic);
    const acknowledgedBy = () => candidates.map((candidate) => new Map(candidate.acknowledged));

    // First restart: fast mode, under saves and upload pieces.
    await until('saves and pieces before the first restart', () => {
      return failed !== null || (traffic.answerAcks >= 30 && traffic.chunkAcks >= 3);
    });
    const beforeFirst = acknowledgedBy();
    const firstAwayAt = Date.now();
    await cluster.restart();
    const firstBackAt = Date.now();
    // Second: away for a few seconds, so health and the candidates see it gone.
    const answersBeforeSecond = traffic.answerAcks;
    await until('saves after the first restart', () => {
      return failed !== null || traffic.answerAcks >= answersBeforeSecond + 30;
    });
    const beforeSecond = acknowledgedBy();
    const secondAwayAt = Date.now();
    await cluster.stop();
    await pause(AWAY_MS);
    const whileAway = await fetch(`${server.url}/api/assessment`, {
      headers: (candidates[0] as TypingCandidate).headers(),
    });
    const whileAwayBody = (await whileAway.json()) as { result?: unknown; status?: unknown };
    await cluster.start();
    const secondBackAt = Date.now();

    // The recordings end once the database is back; the typists then stop too.
    const answersAfterSecond = traffic.answerAcks;
    await until('saves after the second restart', () => {
      return failed !== null || traffic.answerAcks >= answersAfterSecond + 30;
    });
    for (const recorder of recorders) recorder.endRequested = true;
    await working;
    await health.stop();
    saves.stop();

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
    const latestAcknowledged = candidates.reduce((sum, c) => sum + c.acknowledged.size, 0);
    const latestLost = lost.filter((_, index) => index % 3 === 2).flat().length;
    const resent = [...traffic.retriedStatuses.values()].reduce((sum, n) => sum + n, 0);
    console.info(
      `PostgreSQL restart figures: pg_ctl restart -m fast took ${(firstBackAt - firstAwayAt) / 1000} s, ` +
        `saves waited ${saves.outageSeconds(firstAwayAt, firstBackAt)} s, ` +
        `health not 200 for ${healthOutageSeconds(health.seen, firstAwayAt, secondAwayAt)} s; ` +
        `stopped for ${AWAY_MS / 1000} s: saves waited ${saves.outageSeconds(secondAwayAt, secondBackAt)} s, ` +
        `health not 200 for ${healthOutageSeconds(health.seen, secondAwayAt)} s; ` +
        `${traffic.answerAcks} saves acknowledged (${resent + traffic.unanswered} attempts refused or unanswered, ` +
        `sent again), of the ${latestAcknowledged} latest acknowledged versions ` +
        `${latestAcknowledged - latestLost} kept, ${lost.flat().length} differences`,
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
