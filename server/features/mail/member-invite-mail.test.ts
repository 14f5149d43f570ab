import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember, type TestMember } from '../../test/test-members';

describe.each(testDatabaseKinds())('the mail that invites a new member, on %s', (kind) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      publicUrl: 'https://jobs.acme.example',
      mail: inbox.settings(),
      mailRetry: { delaysMs: [100, 100], pollMs: 25 },
    });
  });
  beforeEach(async () => {
    await t.reset();
    inbox.clear();
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const saveMailSettings = async (payload: unknown) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      headers: t.admin,
      payload: payload as Record<string, unknown>,
    });
    return { statusCode: response.statusCode, body: response.body, json: response.json<unknown>() };
  };
  const mailSettings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: t.admin })).json<{
      data: { reminderHours: number | null; notifyTeam: boolean; teamName: string };
    }>().data;
  const inviteMember = async (by: TestMember, email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members/invites',
      headers: by.auth,
      payload: { name: 'Sam Reviewer', email, role: 'reviewer' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('names who invited and the team set in the mail settings', async () => {
    const olivia = await addTestMember(t.database, 'owner', 'Olivia Owner');
    await saveMailSettings({ reminderHours: 48, notifyTeam: true });
    const saved = await saveMailSettings({ teamName: '  Acme Talent ' });
    expect(saved.statusCode, saved.body).toBe(200);
    // The settings left out stayed as they were.
    expect(await mailSettings()).toMatchObject({ reminderHours: 48, teamName: 'Acme Talent' });

    await inviteMember(olivia, 'sam@team.example');
    const [mail] = await inbox.waitFor(1);
    expect(mail?.subject).toBe('Olivia Owner invited you to the Acme Talent hiring team');
    expect(mail?.text).toContain(
      "Olivia Owner invited you to join the Acme Talent hiring team's workspace as Reviewer.",
    );
    expect(mail?.html).toContain('Acme Talent');
  });

  it('without a team name, says the hiring team, as before', async () => {
    const olivia = await addTestMember(t.database, 'owner', 'Olivia Owner');
    await inviteMember(olivia, 'sam@team.example');
    const [mail] = await inbox.waitFor(1);
    expect(mail?.subject).toBe('Olivia Owner invited you to the hiring team');
  });

  it('refuses a team name that is too long or not text with 400, and keeps the one set', async () => {
    await saveMailSettings({ teamName: 'Acme Talent' });
    for (const teamName of ['x'.repeat(121), 42, null, 'Acme\u0000Talent']) {
      const response = await saveMailSettings({ teamName });
      expect(response.statusCode, String(teamName)).toBe(400);
      expect(response.json).toMatchObject({ result: false });
    }
    expect((await mailSettings()).teamName).toBe('Acme Talent');
  });
});
