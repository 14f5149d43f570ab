import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../shared/audit.schema';
import { candidates } from '../../db/schema';
import { TEST_PASSKEY, useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';

describe.each(testDatabaseKinds())('the audit log on %s', (kind) => {
  const t = useTestApp(kind);

  const auditLog = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { items: AuditEvent[]; total: number } }>().data;
  };

  it('records a sign-in with the passkey as the owner', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey: TEST_PASSKEY },
    });
    expect(signIn.statusCode).toBe(200);
    const { items } = await auditLog();
    expect(items).toEqual([
      expect.objectContaining({
        actorName: 'Owner',
        action: 'sign-in',
        target: 'with the admin passkey',
      }),
    ]);
  });

  it('records who exported the candidates and who deleted one, newest first, by id only', async () => {
    const admin = await addTestMember(t.database, 'admin', 'Dana Admin');
    await registerTestCandidate(t);
    const [candidate] = await t.database.db.select({ id: candidates.id }).from(candidates);
    const id = (candidate as { id: string }).id;

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv?status=new',
      headers: admin.auth,
    });
    expect(csv.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/candidates/${id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);

    const { items, total } = await auditLog();
    expect(total).toBe(2);
    expect(
      items.map(({ actorName, memberId, action, target }) => ({
        actorName,
        memberId,
        action,
        target,
      })),
    ).toEqual([
      { actorName: 'Dana Admin', memberId: admin.row.id, action: 'candidate.delete', target: id },
      {
        actorName: 'Dana Admin',
        memberId: admin.row.id,
        action: 'candidates.export',
        target: 'Candidates CSV',
      },
    ]);
    expect(items[1]?.detail).toMatchObject({ filters: { status: 'new' } });
    // The candidate's name went with their data: it is nowhere in the log.
    expect(JSON.stringify(items)).not.toContain('Test Candidate');
    expect(await t.database.db.select().from(candidates).where(eq(candidates.id, id))).toEqual([]);
  });

  it('a refused export or deletion records nothing', async () => {
    const reviewer = await addTestMember(t.database, 'reviewer');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/candidates.csv',
      headers: reviewer.auth,
    });
    expect(csv.statusCode).toBe(403);
    expect((await auditLog()).total).toBe(0);
  });
});
