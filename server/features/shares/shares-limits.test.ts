import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits';
import type { Role } from '../../../shared/roles.schema';
import type { Share } from '../../../shared/shares.schema';
import { shareFeedback, shareLinks } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { OWNER_MEMBER_ID } from '../team/owner';
import { listRoles, seedCandidate } from '../review/review-test-seed';
import { createTestShare } from './shares-test-support';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('share links: caps and pages on %s', (kind) => {
  const t = useTestApp(kind);

  const seedAda = async () => {
    const role = (await listRoles(t))[0] as Role;
    return seedCandidate(t, { role, name: 'Ada Limits', email: 'ada.limits@test.example' });
  };
  const share = (candidateId: string, label: string, headers = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/shares',
      headers,
      payload: { label, candidateId, days: 7, allowFeedback: true },
    });
  /** Shares of the owner straight in the database, made a second apart from `start`. */
  const insertShares = (candidateId: string, count: number, start: number, expiresAt?: Date) =>
    t.database.db.insert(shareLinks).values(
      Array.from({ length: count }, (_, i) => ({
        tokenHash: randomBytes(32).toString('hex'),
        label: `Old ${i + 1}`,
        candidateId,
        createdBy: OWNER_MEMBER_ID,
        createdAt: new Date(start + i * 1000),
        expiresAt: expiresAt ?? new Date(Date.now() + DAY_MS),
      })),
    );

  it(`holds a member to ${LIMITS.sharesPerMember} working share links, even asked at once; expired and revoked ones free places`, async () => {
    const ada = await seedAda();
    // Expired ones do not count.
    await insertShares(ada.id, 10, Date.now() - 40 * DAY_MS, new Date(Date.now() - DAY_MS));
    await insertShares(ada.id, 45, Date.now() - 10 * DAY_MS);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => share(ada.id, `New ${i}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(refused?.statusCode).toBe(409);
    expect(refused?.json()).toEqual({
      result: false,
      status:
        'You already have 50 active share links, the most one member may have. Revoke one that is no longer needed, then create the new one.',
      code: 'share-limit',
    });
    expect(await t.database.db.select().from(shareLinks)).toHaveLength(60);

    const admin = await addTestMember(t.database, 'admin', 'Ann Admin');
    expect((await share(ada.id, 'By Ann', admin.auth)).statusCode).toBe(200);

    const id = answers
      .find((answer) => answer.statusCode === 200)
      ?.json<{ data: { share: Share } }>().data.share.id;
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shares/${id}/revoke`,
      headers: t.admin,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await share(ada.id, 'After the revoke')).statusCode).toBe(200);
    expect((await share(ada.id, 'One too many')).statusCode).toBe(409);
  });

  it(`takes at most ${LIMITS.feedbackPerShare} pieces of feedback on one link, and says so to the visitor`, async () => {
    const ada = await seedAda();
    const created = await createTestShare(t, { candidateId: ada.id, allowFeedback: true });
    await t.database.db.insert(shareFeedback).values(
      Array.from({ length: LIMITS.feedbackPerShare - 2 }, (_, i) => ({
        shareId: created.share.id,
        candidateId: ada.id,
        visitorName: `Visitor ${i}`,
        score: 4,
      })),
    );
    const leave = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/shares/${created.token}/feedback`,
        payload: { candidateId: ada.id, name, score: 5, comment: 'Strong.' },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => leave(`Late ${i}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      result: false,
      status:
        'This share link has taken 500 pieces of feedback, the most one link takes. Ask the team that sent it for a new link.',
      code: 'share-feedback-limit',
    });
    expect(await t.database.db.select().from(shareFeedback)).toHaveLength(500);
  });

  type SharePage = { items: Share[]; nextCursor: string | null };
  const listPage = async (cursor: string | null): Promise<SharePage> => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shares?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      headers: t.admin,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: SharePage }>().data;
  };

  it('pages the shares newest first by cursor until nextCursor is null', async () => {
    const ada = await seedAda();
    await insertShares(ada.id, 5, Date.now() - 60_000);
    const labels: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SharePage = await listPage(cursor);
      labels.push(...page.items.map((item) => item.label));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(labels).toEqual(['Old 5', 'Old 4', 'Old 3', 'Old 2', 'Old 1']);
    expect(pages).toBe(3);
  });
});
