import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import type { CandidateDetail, CandidateListPage } from '../shared/review.schema';
import { locateFfmpeg } from '../server/features/recordings/processing/ffmpeg';
import { writeLiveWebm } from '../server/test/test-video';
import { createInvite, registerCandidate } from './support/api';
import { pause, Traffic } from './support/resilient-request';
import {
  E2E_PASSKEY,
  freePort,
  startServer,
  preparedDataDir,
  type RunningServer,
} from './support/server';
import {
  recorderOf,
  recordWhileOthersType,
  streamingLeft,
  type Recorder,
} from './support/recording-candidate';
import { TypingCandidate, type SentAnswer } from './support/typing-candidate';

const TYPISTS = 20;
const RECORDERS = 5;
const KILLS = 3;
/**
 * This kill lands while a recording's last piece (the PATCH that declares the length) is on its
 * way, at a random moment of it: before the server reads it, while tus writes it, or between tus
 * writing it and the recording being marked uploaded. The other kills land just after a last piece
 * was acknowledged, while its recording is being processed.
 */
const KILL_DURING_LAST_PIECE = 2;
const LAST_PIECE_KILL_WITHIN_MS = 30;
/** Answers and upload pieces acknowledged by each server before it is killed. */
const ANSWERS_BEFORE_KILL = 20;
const PIECES_BEFORE_KILL = 3;
const RECORDING_SECONDS = 16;
const ADMIN = { authorization: `Bearer ${E2E_PASSKEY}` };

/** The server's lives, shared by the candidates and by whoever kills it. */
interface Lives {
  server: RunningServer;
  restarts: number;
}

async function waitFor(what: string, condition: () => boolean, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(2);
  }
}

async function adminGet<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: ADMIN });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Waits until every recorder's video is processed (or failed); answers the details. */
async function processedVideos(baseUrl: string, limitMs: number): Promise<CandidateDetail[]> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const page = await adminGet<CandidateListPage>(
      `${baseUrl}/api/admin/candidates?q=recorder-&pageSize=25`,
    );
    const waiting = page.items.filter(
      (item) => item.video === 'uploading' || item.video === 'none',
    );
    if ((page.items.length === RECORDERS && waiting.length === 0) || Date.now() > deadline) {
      return Promise.all(
        page.items.map((item) =>
          adminGet<CandidateDetail>(`${baseUrl}/api/admin/candidates/${item.id}`),
        ),
      );
    }
    await pause(250);
  }
}

test.describe('the server killed while candidates work', () => {
  test('keeps every acknowledged answer and processes every uploaded recording through three SIGKILLs', async ({
    onFinished,
  }) => {
    // Four starts of the server, ~8 core-seconds each on the slow machines (docs/testing.md).
    test.setTimeout(240_000);
    const tools = await locateFfmpeg();
    if (!tools) throw new Error('No ffmpeg found: recordings cannot be processed');
    const dataDir = preparedDataDir();
    const port = await freePort();
    // Each candidate comes from their own address, through a proxy, as on a real deployment.
    const env = { TRUST_PROXY: 'true' };
    const [videoFile, firstServer] = await Promise.all([
      writeLiveWebm(tools.ffmpeg, RECORDING_SECONDS),
      startServer({ dataDir, port, env }),
    ]);
    const video = fs.readFileSync(videoFile);
    const lives: Lives = { server: firstServer, restarts: 0 };
    const baseUrl = firstServer.url;
    const traffic = new Traffic(100_000);
    // Also when the test times out: no server and no candidate outlives it.
    onFinished(async () => {
      traffic.abandon();
      await lives.server.stop('SIGKILL');
    });
    const figures = {
      restartMs: [] as number[],
      inFlightAtKill: [] as string[],
      unprocessedAtKill: 0,
      lastPieceKillDelayMs: 0,
      lastPieceAnsweredBeforeKill: false,
    };
    const lostAtRestart: string[] = [];

    try {
      // Registered five at a time: each with an invite of their own, as the hiring team sends them.
      const registered: { label: string; candidate: TypingCandidate; questionCount: number }[] = [];
      for (let first = 0; first < TYPISTS + RECORDERS; first += 5) {
        const batch = Array.from({ length: 5 }, (_, offset) => first + offset);
        registered.push(
          ...(await Promise.all(
            batch.map(async (index) => {
              const label = index < TYPISTS ? `typist-${index}` : `recorder-${index - TYPISTS}`;
              const { code, role } = await createInvite(baseUrl);
              const email = `${label}@candidates.example`;
              const unique = await registerCandidate(baseUrl, code, email, label);
              expect(unique, `${label} registered`).toEqual(expect.any(String));
              const candidate = new TypingCandidate({
                baseUrl,
                unique,
                label,
                forwardedFor: `10.0.0.${index + 1}`,
                traffic,
              });
              return { label, candidate, questionCount: role.questions.length };
            }),
          )),
        );
      }
      const questionCount = registered[0]?.questionCount ?? 0;
      const typists = registered.slice(0, TYPISTS).map(({ candidate }) => candidate);
      const recorders = registered
        .slice(TYPISTS)
        .map(({ candidate }) => recorderOf(candidate, { baseUrl, video, traffic }));
      const everyone = [...typists, ...recorders.map((recorder) => recorder.candidate)];

      const working = recordWhileOthersType(recorders, typists, {
        questionCount,
        video,
        recordedMs: RECORDING_SECONDS * 1000,
        traffic,
      });
      // A candidate's failure ends the test at once instead of after the kills.
      let failed: unknown = null;
      working.catch((error: unknown) => (failed = error));

      /** Enough work acknowledged by this server life (pieces: while some are left to send). */
      const busyLife = () => {
        const answersBefore = traffic.answerAcks;
        const piecesBefore = traffic.chunkAcks;
        return () =>
          failed !== null ||
          (traffic.answerAcks - answersBefore >= ANSWERS_BEFORE_KILL &&
            (traffic.chunkAcks - piecesBefore >= PIECES_BEFORE_KILL ||
              !recorders.some((recorder) => streamingLeft(recorder, video))));
      };
      for (let kill = 1; kill <= KILLS; kill += 1) {
        await waitFor(`work before kill ${kill}`, busyLife(), 30_000);
        // Each kill finds one recording at its end, the others streaming.
        const ending = recorders[kill - 1] as Recorder;
        const justUploaded = ending.upload;
        ending.endRequested = true;
        const duringLastPiece = kill === KILL_DURING_LAST_PIECE;
        await waitFor(
          `the last piece before kill ${kill}`,
          () =>
            failed !== null ||
            justUploaded.complete ||
            (duringLastPiece && justUploaded.lastPieceInFlight),
          30_000,
        );
        if (failed) {
          throw failed instanceof Error
            ? failed
            : new Error('A candidate failed.', { cause: failed });
        }
        if (duringLastPiece) {
          figures.lastPieceKillDelayMs = Math.round(Math.random() * LAST_PIECE_KILL_WITHIN_MS);
          await pause(figures.lastPieceKillDelayMs);
        } else {
          // Killed under answers and recording pieces on their way (if they come within 3 s).
          const since = Date.now();
          await waitFor(
            `requests in flight at kill ${kill}`,
            () =>
              Date.now() - since > 3000 ||
              (traffic.inFlight.save >= 2 && traffic.inFlight.piece >= 1),
            30_000,
          );
        }
        figures.inFlightAtKill.push(
          `${traffic.inFlight.save} saves + ${traffic.inFlight.piece} pieces`,
        );
        await lives.server.stop('SIGKILL');
        if (duringLastPiece)
          figures.lastPieceAnsweredBeforeKill = justUploaded.finalPatchAcknowledged;
        // The upload's file goes once its recording is processed.
        if (
          !duringLastPiece &&
          fs.existsSync(path.join(dataDir, 'uploads', justUploaded.uploadId))
        ) {
          figures.unprocessedAtKill += 1;
        }
        // Every acknowledgement the candidates hold came from the server just killed.
        const acknowledged = everyone.map((candidate) => new Map(candidate.acknowledged));
        const restarting = Date.now();
        traffic.checkDeadline(`restart ${kill}`);
        lives.server = await startServer({ dataDir, port, env });
        figures.restartMs.push(Date.now() - restarting);
        lives.restarts += 1;
        // Nothing acknowledged before the kill is lost (newer saves may have overtaken it since).
        const differences = await Promise.all(
          everyone.map((candidate, index) =>
            candidate.compareStored(acknowledged[index] as Map<number, SentAnswer>, false),
          ),
        );
        lostAtRestart.push(...differences.flat().map((line) => `after kill ${kill}: ${line}`));
      }
      // The last recordings end during the last life.
      await waitFor('work after the last restart', busyLife(), 30_000);
      for (const recorder of recorders) recorder.endRequested = true;
      await working;

      // Every save was sent again until acknowledged: the last acknowledged version is stored.
      const differences = await Promise.all(
        everyone.map((candidate) => candidate.compareStored(candidate.acknowledged, true)),
      );
      expect(lostAtRestart).toEqual([]);
      expect(differences.flat()).toEqual([]);
      expect(everyone.flatMap((candidate) => candidate.mismatches)).toEqual([]);
      const acknowledgedAnswers = everyone.reduce(
        (total, candidate) => total + candidate.acknowledged.size,
        0,
      );
      // Every candidate answered every question, so every answer was checked.
      expect(acknowledgedAnswers).toBe((TYPISTS + RECORDERS) * questionCount);

      // Every recording whose upload completed and was submitted is processed, whole.
      for (const { candidate, upload, submitStatus } of recorders) {
        expect({ label: candidate.label, complete: upload.complete, submitStatus }).toEqual({
          label: candidate.label,
          complete: true,
          submitStatus: 200,
        });
      }
      const videos = await processedVideos(baseUrl, 30_000);
      expect(videos.map((detail) => [detail.name, detail.video.state]).sort()).toEqual(
        recorders.map(({ candidate }) => [candidate.label, 'ready']),
      );
      for (const detail of videos) {
        expect(detail.video.sizeBytes).toBe(video.length);
        expect(
          Math.abs((detail.video.durationMs ?? 0) - RECORDING_SECONDS * 1000),
        ).toBeLessThanOrEqual(1000);
      }

      const lastPiece = (recorders[KILL_DURING_LAST_PIECE - 1] as Recorder).upload;
      const lastPieceOutcome = figures.lastPieceAnsweredBeforeKill
        ? 'was answered before the kill'
        : lastPiece.completeByHead
          ? 'the restarted server had whole (HEAD)'
          : `was sent again from offset ${lastPiece.resumedFrom.at(-1)} of ${video.length}`;
      console.info(
        `Fault test: ${traffic.answerAcks} saves acknowledged (${acknowledgedAnswers} answers checked), ` +
          `${traffic.chunkAcks} upload pieces, ${recorders.length} recordings processed ` +
          `(${figures.unprocessedAtKill} of them killed before processing ended); ` +
          `kill ${KILL_DURING_LAST_PIECE} came ${figures.lastPieceKillDelayMs} ms into a last piece, ` +
          `which ${lastPieceOutcome}; ` +
          `${traffic.unanswered} requests unanswered; in flight at each kill: ${figures.inFlightAtKill.join(', ')}; ` +
          `uploads resumed: ${recorders.map((recorder) => recorder.upload.resumedFrom.length).join(', ')}; ` +
          `restarts took ${figures.restartMs.join(', ')} ms`,
      );
    } finally {
      traffic.abandon();
      await lives.server.stop();
    }
  });
});
