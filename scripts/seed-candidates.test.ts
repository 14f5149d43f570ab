import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeInviteCode } from '../shared/invite-codec';
import type { DatabaseHandle } from '../server/db/client';
import { answers, candidates, invites, recordings, reviewScores } from '../server/db/schema';
import { openTestDatabase, testDatabaseKinds } from '../server/test/test-databases';
import { seedCandidates, type SeedReport } from './seed-candidates';

/** 50 made one by one, then copied in rounds of 50, 50 and 20. */
const MADE = 50;
const TOTAL = 170;

describe.each(testDatabaseKinds())('the seed of many candidates (%s)', (kind) => {
  let database: DatabaseHandle;
  let dataDir: string;
  let report: SeedReport;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-seed-'));
    report = await seedCandidates(database.db, {
      candidates: TOTAL,
      madeOneByOne: MADE,
      dataDir,
      ffmpegPath: process.env.FFMPEG_PATH,
    });
    // 170 candidates with a video each: ~15 s alone, over a minute with the other files' load.
  }, 180_000);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const everyone = () =>
    database.db
      .select({ candidate: candidates, roleId: invites.roleId })
      .from(candidates)
      .innerJoin(invites, eq(invites.code, candidates.inviteCode));

  it('adds the candidates asked for, each with an email and invite of its own', async () => {
    const rows = await everyone();
    expect(rows).toHaveLength(TOTAL);
    expect(report.counts.candidates).toBe(TOTAL);
    expect(new Set(rows.map((row) => row.candidate.email)).size).toBe(TOTAL);
    // Each invite code points at the role of its invite, as a real one does.
    for (const row of rows) expect(decodeInviteCode(row.candidate.inviteCode)).toBe(row.roleId);
  });

  it('leaves the planner statistics and the visibility map of what it wrote', async () => {
    const [row] = await database.db
      .select({
        rows: sql<number>`reltuples`.mapWith(Number),
        visiblePages: sql<number>`relallvisible`.mapWith(Number),
      })
      .from(sql`pg_class`)
      .where(sql`relname = 'candidates'`);
    expect(row?.rows).toBe(TOTAL);
    expect(row?.visiblePages).toBeGreaterThan(0);
  });

  it('copies each candidate with its answers, its times moved back together', async () => {
    const rows = await everyone();
    const stored = await database.db.select().from(answers);
    const answersOf = (id: string) =>
      stored
        .filter((answer) => answer.candidateId === id)
        .sort((a, b) => a.questionIndex - b.questionIndex);
    const byEmail = new Map(rows.map((row) => [row.candidate.email, row.candidate]));
    const copies = rows.filter((row) => /\+\d+@/.test(row.candidate.email));
    expect(copies).toHaveLength(TOTAL - MADE);
    expect(report.counts.answers).toBe(stored.length);
    const shifts = new Set<number>();
    for (const { candidate: copy } of copies) {
      const original = byEmail.get(copy.email.replace(/\+\d+@/, '@'));
      if (!original) throw new Error(`no original of ${copy.email}`);
      expect(copy.name).toBe(original.name);
      expect(answersOf(copy.id).map((answer) => answer.html)).toEqual(
        answersOf(original.id).map((answer) => answer.html),
      );
      const shift = original.createdAt.getTime() - copy.createdAt.getTime();
      expect(shift).toBeGreaterThanOrEqual(0);
      expect(shift).toBeLessThanOrEqual(30 * 24 * 3600_000);
      expect(original.startedAt.getTime() - copy.startedAt.getTime()).toBe(shift);
      shifts.add(shift);
    }
    // Spread out, not stacked on their originals.
    expect(shifts.size).toBe(copies.length);
  });

  it('scores reviewed candidates as a member, kept on the candidate for the score order', async () => {
    const rows = await everyone();
    const scores = await database.db.select().from(reviewScores);
    expect(scores.length).toBeGreaterThan(0);
    expect(report.counts.reviewScores).toBe(scores.length);
    const byEmail = new Map(rows.map((row) => [row.candidate.email, row.candidate]));
    for (const { candidate } of rows) {
      const own = scores.filter((score) => score.candidateId === candidate.id);
      expect(candidate.scoreCount).toBe(own.length);
      expect(candidate.scoreAverage).toBe(own[0]?.score ?? null);
      const original = byEmail.get(candidate.email.replace(/\+\d+@/, '@'));
      expect(candidate.scoreAverage).toBe(original?.scoreAverage);
    }
  });

  it('gives every processed recording, copied or not, a playable file of its own', async () => {
    const stored = await database.db.select().from(recordings);
    const processed = stored.filter((row) => row.storageKey);
    expect(processed.length).toBeGreaterThan(MADE);
    expect(new Set(processed.map((row) => row.storageKey)).size).toBe(processed.length);
    expect(new Set(stored.map((row) => row.uploadId)).size).toBe(stored.length);
    for (const row of processed) {
      expect(row.storageKey).toContain(row.candidateId);
      expect(fs.statSync(path.join(dataDir, row.storageKey as string)).size).toBe(row.sizeBytes);
      expect(fs.existsSync(path.join(dataDir, row.posterKey as string))).toBe(true);
    }
  });
});
