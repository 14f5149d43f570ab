import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIVACY_SETTINGS,
  type PrivacySettings,
  type PrivacyState,
} from '../../../../shared/privacy.schema';
import { auditEvents, candidates, settings } from '../../../db/schema';
import type { InvitePublicViewBody } from '../../../test/api-bodies';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-databases';
import { addTestMember } from '../../../test/test-members';
import { candidateForRole, insertTestRole, inviteToRole } from '../../../test/test-roles';
import { policyOf } from './privacy-test-seed';

describe.each(testDatabaseKinds())('the team’s privacy settings on %s', (kind) => {
  const t = useTestApp(kind);

  const call = (
    method: 'GET' | 'PUT',
    payload?: object,
    headers: Record<string, string> = t.admin,
  ) => t.app.inject({ method, url: '/api/admin/privacy', headers, payload });
  const read = async () => (await call('GET')).json<{ data: PrivacyState }>().data;
  const stored = async () =>
    (await t.database.db.select().from(settings).where(eq(settings.key, 'privacy')))[0]?.value;
  const setTeamName = (teamName: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail/settings',
      headers: t.admin,
      payload: { teamName },
    });

  it('answers the defaults until saved: retention off, erasure within 30 days', async () => {
    const state = await read();
    expect(state.settings).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect(state.teamName).toBe('');
    expect(state.defaultNotice).toContain('The hiring team is responsible');
    expect(state.defaultNotice).toContain(
      'We keep your information until the hiring team deletes it.',
    );
    expect(state.defaultNotice).toContain('within 30 days of your request');
  });

  it('saves the settings, answers the notice they make, and audits the change', async () => {
    await setTeamName('Northwind');
    const next: PrivacySettings = {
      retention: policyOf(180, { rejected: 30, shortlisted: null }),
      erasureDelayDays: 14,
      controllerName: '',
      contactEmail: 'privacy@northwind.example',
      notice: null,
    };
    const response = await call('PUT', next);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: PrivacyState }>();
    expect(data).toEqual(await read());
    expect(data.settings).toEqual(next);
    expect(data.teamName).toBe('Northwind');
    // The team's name is the data controller while the settings name none.
    expect(data.defaultNotice).toMatch(/^Northwind is responsible/);
    for (const words of [
      'You can write to privacy@northwind.example',
      'Your registration',
      'Your written answers',
      'video and audio recordings',
      'files you upload',
      'when you paste text',
      'leave the assessment’s tab',
      'The feedback you give',
      'Candidates who were not selected are deleted 30 days after',
      'Candidates whose application has not been decided yet are deleted 180 days after',
      'Candidates who were shortlisted are kept until the team deletes them.',
      'download a copy of everything you gave us',
      'ask us to erase it',
      'within 14 days of your request',
    ]) {
      expect(data.defaultNotice).toContain(words);
    }
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'privacy.settings'));
    expect(entry).toMatchObject({
      actorName: 'Owner',
      target: 'Privacy',
      detail: { erasureDelayDays: 14, ownNotice: false, retention: next.retention },
    });
  });

  it('names the controller the settings give, and says one period once', async () => {
    await setTeamName('Northwind');
    await call('PUT', {
      ...DEFAULT_PRIVACY_SETTINGS,
      retention: policyOf(365),
      controllerName: 'Northwind Logistics Ltd',
      erasureDelayDays: 0,
    });
    const { defaultNotice } = await read();
    expect(defaultNotice).toMatch(/^Northwind Logistics Ltd is responsible/);
    expect(defaultNotice).not.toContain('You can write to');
    expect(defaultNotice).toContain('Your information is deleted 365 days after');
    expect(defaultNotice).toContain('we erase all of it within the hour');
  });

  it('shows candidates the notice before they register: the role’s retention, or the team’s own text', async () => {
    await insertTestRole(t, { id: 'pn1' });
    const code = await inviteToRole(t, 'pn1');
    const privacyOfInvite = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/invites/${code}` })
      ).json<InvitePublicViewBody>().data.privacy;
    // No team name, no setting: the company that invited them. No mail: no thank-you email.
    const first = await privacyOfInvite();
    expect(first).toEqual({
      notice: expect.stringMatching(/^Test Company is responsible/) as string,
      defaultNotices: expect.objectContaining({ en: first.notice }) as unknown,
      controllerName: 'Test Company',
      contactEmail: '',
      mailOn: false,
    });
    expect(first.notice).toContain('when you finish the assessment.');
    expect(first.notice).not.toContain('thank-you email');
    await call('PUT', {
      ...DEFAULT_PRIVACY_SETTINGS,
      retention: policyOf(90),
      contactEmail: 'dpo@x.example',
    });
    const roleRetention = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/roles/pn1/retention',
      headers: t.admin,
      payload: { retention: policyOf(20) },
    });
    expect(roleRetention.statusCode, roleRetention.body).toBe(200);
    const withRole = await privacyOfInvite();
    expect(withRole.contactEmail).toBe('dpo@x.example');
    expect(withRole.notice).toContain('Your information is deleted 20 days after');
    await call('PUT', {
      ...DEFAULT_PRIVACY_SETTINGS,
      controllerName: 'Acme',
      notice: 'Our own words about your data.',
    });
    expect(await privacyOfInvite()).toEqual({
      notice: 'Our own words about your data.',
      defaultNotices: null,
      controllerName: 'Acme',
      contactEmail: '',
      mailOn: false,
    });
  });

  it('shows the default notice in the candidate’s language, and the team’s own as written', async () => {
    await insertTestRole(t, { id: 'pn2', settings: { language: 'de' } });
    const code = await inviteToRole(t, 'pn2');
    const privacyOfInvite = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/invites/${code}` })
      ).json<InvitePublicViewBody>().data.privacy;
    await call('PUT', { ...DEFAULT_PRIVACY_SETTINGS, retention: policyOf(90) });
    // A German role's invite: the German notice, and each language's for a candidate who switches.
    const german = await privacyOfInvite();
    expect(german.notice).toMatch(/^Test Company ist verantwortlich für die Angaben/);
    expect(german.notice).toContain('Ihre Daten werden 90 Tage nach Ihrer letzten Aktivität');
    expect(german.notice).not.toContain('is responsible');
    const notices = german.defaultNotices!;
    expect(notices.de).toBe(german.notice);
    expect(notices.en).toMatch(/^Test Company is responsible for the information/);
    expect(notices.en).toContain('Your information is deleted 90 days after');
    expect(notices.fr).toMatch(/^Test Company est responsable des informations/);
    expect(notices.es).toMatch(/^Test Company es responsable de la información/);

    // "Your data" in the language the candidate registered in: the role's, or the one they chose.
    const candidate = await candidateForRole(t, 'pn2');
    const yourDataNotice = async () => {
      const link = await t.app.inject({
        method: 'GET',
        url: '/api/assessment/your-data-link',
        headers: candidate.auth,
      });
      const path = link.json<{ data: { path: string } }>().data.path;
      const view = await t.app.inject({ method: 'GET', url: `/api/${path.slice(1)}` });
      expect(view.statusCode, view.body).toBe(200);
      return view.json<{ data: { notice: string } }>().data.notice;
    };
    expect(await yourDataNotice()).toBe(german.notice);
    await t.database.db
      .update(candidates)
      .set({ language: 'fr' })
      .where(eq(candidates.id, candidate.id));
    expect(await yourDataNotice()).toBe(notices.fr);

    // The team's own notice, controller and contact: as written, whatever the language.
    const own = 'Unsere eigenen Worte – and {some} of ours.';
    await call('PUT', {
      ...DEFAULT_PRIVACY_SETTINGS,
      controllerName: 'Acme GmbH',
      contactEmail: 'dpo@acme.example',
      notice: own,
    });
    expect(await privacyOfInvite()).toEqual({
      notice: own,
      defaultNotices: null,
      controllerName: 'Acme GmbH',
      contactEmail: 'dpo@acme.example',
      mailOn: false,
    });
    expect(await yourDataNotice()).toBe(own);
  });

  it('refuses reviewers and viewers, and changes nothing', async () => {
    for (const role of ['reviewer', 'viewer'] as const) {
      const member = await addTestMember(t.database, role, `A ${role}`);
      expect((await call('GET', undefined, member.auth)).statusCode).toBe(403);
      const put = await call(
        'PUT',
        { ...DEFAULT_PRIVACY_SETTINGS, retention: policyOf(1) },
        member.auth,
      );
      expect(put.statusCode).toBe(403);
      expect(put.json()).toMatchObject({ result: false, code: 'role-forbidden' });
    }
    const admin = await addTestMember(t.database, 'admin', 'An admin');
    expect((await call('GET', undefined, admin.auth)).statusCode).toBe(200);
    expect(await stored()).toBeUndefined();
  });

  it('refuses a bad setting with 400 and keeps what was saved', async () => {
    const saved = { ...DEFAULT_PRIVACY_SETTINGS, retention: policyOf(60) };
    expect((await call('PUT', saved)).statusCode).toBe(200);
    const before = await stored();
    for (const bad of [
      { ...saved, retention: policyOf(0) },
      { ...saved, erasureDelayDays: 31 },
      { ...saved, contactEmail: 'not mail' },
      { ...saved, retention: { rejected: 30 } },
      { retention: null },
    ]) {
      const response = await call('PUT', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ result: false, code: 'invalid-input' });
    }
    expect(await stored()).toBe(before);
    expect((await read()).settings).toEqual(saved);
  });
});
