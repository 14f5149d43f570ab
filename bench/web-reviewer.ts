import path from 'node:path';
import { openPglite } from '../server/db/client';
import { seedCandidates } from '../scripts/seed-candidates';
import { E2E_PASSKEY } from '../e2e/support/server';

/** Enough for a full first page of the list (25) and a second one. */
const SEEDED_CANDIDATES = 60;

/**
 * Fills a data folder, before the server opens it, with candidates as the review workspace sees
 * them: answers, scores, and a processed video for most (scripts/seed-candidates.ts).
 */
export async function seedReviewerData(dataDir: string): Promise<void> {
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    await seedCandidates(database.db, { candidates: SEEDED_CANDIDATES, dataDir });
  } finally {
    await database.close();
  }
}

/** Signs in with the passkey, as the workspace's sign-in card does: the session's cookie. */
export async function reviewerCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ passkey: E2E_PASSKEY }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie) throw new Error(`Signing in answered ${response.status}`);
  return cookie;
}

/**
 * The candidate page to measure: one who answered every question and whose video is ready, the
 * page a reviewer opens most and the heaviest to draw.
 */
export async function reviewedCandidateId(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/candidates?video=ready&pageSize=100`, {
    headers: { cookie },
  });
  const body = (await response.json()) as {
    data: { items: { id: string; answered: number; questionCount: number }[] };
  };
  const candidate =
    body.data.items.find((item) => item.answered === item.questionCount) ?? body.data.items[0];
  if (!candidate) throw new Error('The seed left no candidate with a video.');
  return candidate.id;
}
