import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_CANDIDATE_TEXTS, type CandidateTexts } from '../../../shared/candidate-texts';
import { RoleDetailResponseSchema, type RoleExport } from '../../../shared/roles.schema';
import { auditEvents, candidates, invites, settings } from '../../db/schema';
import type { ApiFailure, AssessmentStateBody, InvitePublicViewBody } from '../../test/api-bodies';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { registrationPayload } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember } from '../../test/test-members';
import { insertTestRole, inviteToRole } from '../../test/test-roles';

const OWN: CandidateTexts = {
  agreement:
    '<p>I will answer <strong>honestly</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  fields: { social: 'off', experience: 'required', gender: 'off' },
  sections: { questions: 'Your answers', video: 'Say hello', feedback: 'Tell us' },
  nextSteps: '<p>We call you <em>this week</em>.</p><a href="javascript:alert(3)">x</a>',
  inviteIntro: 'Welcome to {company}: the {role} role starts with a few questions.',
};

/** What the server keeps of `OWN`: its rich texts sanitised as answers are. */
const OWN_SAVED: CandidateTexts = {
  ...OWN,
  agreement: '<p>I will answer <strong>honestly</strong>.</p>',
  nextSteps: '<p>We call you <em>this week</em>.</p><a>x</a>',
};

describe.each(testDatabaseKinds())('the team’s candidate texts on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(() => insertTestRole(t, { id: 'ct1' }));

  const call = (method: 'GET' | 'PUT', payload?: object, headers = t.admin) =>
    t.app.inject({ method, url: '/api/admin/candidate-texts', headers, payload });
  const inviteView = async (code: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/invites/${code}` })
    ).json<InvitePublicViewBody>().data;
  const register = (code: string, overrides: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: registrationPayload(code, overrides),
    });

  it('answers the defaults until saved, and the candidate reads the default texts', async () => {
    const response = await call('GET');
    expect(response.json()).toEqual({ result: true, data: NO_CANDIDATE_TEXTS });
    const view = await inviteView(await inviteToRole(t, 'ct1'));
    expect(view.texts).toEqual({
      agreement: null,
      fields: { social: 'required', experience: 'required', gender: 'optional' },
    });
  });

  it('stores the texts sanitised like answers, and audits the change', async () => {
    const response = await call('PUT', OWN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: CandidateTexts }>().data).toEqual(OWN_SAVED);
    expect((await call('GET')).json<{ data: CandidateTexts }>().data).toEqual(OWN_SAVED);
    const [stored] = await t.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'candidate-texts'));
    expect(stored?.value).not.toMatch(/script|onerror|javascript/);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'candidate-texts.settings'));
    expect(audit?.detail).toMatchObject({ agreement: true, nextSteps: true, inviteIntro: true });
  });

  it('keeps the default for a rich text with nothing readable left', async () => {
    const response = await call('PUT', { ...NO_CANDIDATE_TEXTS, agreement: '<script>x</script>' });
    expect(response.json<{ data: CandidateTexts }>().data.agreement).toBeNull();
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    await call('PUT', OWN);
    for (const body of [
      { ...OWN, fields: { ...OWN.fields, gender: 'sometimes' } },
      { ...OWN, sections: { ...OWN.sections, video: 'x'.repeat(61) } },
      { ...OWN, sections: { ...OWN.sections, video: '   ' } },
      { ...OWN, agreement: 'x'.repeat(10_001) },
      { ...OWN, inviteIntro: 42 },
    ]) {
      const response = await call('PUT', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json<ApiFailure>()).toMatchObject({ result: false });
    }
    expect((await call('GET')).json<{ data: CandidateTexts }>().data).toEqual(OWN_SAVED);
  });

  it('lets only owners and admins read or change them', async () => {
    const reviewer = await addTestMember(t.database, 'reviewer');
    expect((await call('GET', undefined, reviewer.auth)).statusCode).toBe(403);
    expect((await call('PUT', OWN, reviewer.auth)).statusCode).toBe(403);
    expect((await call('GET')).json<{ data: CandidateTexts }>().data).toEqual(NO_CANDIDATE_TEXTS);
  });

  it('shows the candidate the team’s agreement and fields, and the assessment its words', async () => {
    await call('PUT', OWN);
    const code = await inviteToRole(t, 'ct1');
    expect((await inviteView(code)).texts).toEqual({
      agreement: OWN_SAVED.agreement,
      fields: OWN.fields,
    });
    const registered = await register(code, { social: undefined, experience: '4-5' });
    expect(registered.statusCode, registered.body).toBe(200);
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/assessment',
      headers: { authorization: `Bearer ${registered.json<{ unique: string }>().unique}` },
    });
    expect(state.json<AssessmentStateBody>().data.texts).toEqual({
      sections: OWN.sections,
      nextSteps: OWN_SAVED.nextSteps,
    });
  });

  it('registers as the fields say: a required one left out is refused, one not asked is not kept', async () => {
    await call('PUT', OWN);
    const code = await inviteToRole(t, 'ct1');
    const refused = await register(code, { experience: undefined });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      result: false,
      status: 'Please fill in all required fields and agree to the terms.',
    });
    expect(await t.database.db.select().from(candidates)).toEqual([]);
    const accepted = await register(code, {
      experience: '2-3',
      gender: 'female',
      social: undefined,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [candidate] = await t.database.db.select().from(candidates);
    expect(candidate).toMatchObject({ experience: '2-3', gender: null, social: '' });
  });

  it('requires the social link by default, and never gender', async () => {
    const code = await inviteToRole(t, 'ct1');
    expect((await register(code, { social: undefined })).statusCode).toBe(400);
    const requiredGender = await call('PUT', {
      ...NO_CANDIDATE_TEXTS,
      fields: { ...NO_CANDIDATE_TEXTS.fields, gender: 'required' },
    });
    expect(requiredGender.statusCode).toBe(400);
    expect(requiredGender.json()).toMatchObject({
      status: expect.stringContaining('Gender is never required') as string,
    });
  });

  it('does not require experience by default: the product’s registration call carries none', async () => {
    const code = await inviteToRole(t, 'ct1');
    expect((await register(code, { experience: undefined })).statusCode).toBe(200);
    await call('PUT', {
      ...NO_CANDIDATE_TEXTS,
      fields: { ...NO_CANDIDATE_TEXTS.fields, experience: 'required' },
    });
    const second = await inviteToRole(t, 'ct1');
    expect((await register(second, { email: 'b@test.example' })).statusCode).toBe(400);
    expect((await register(second, { experience: '0-1' })).statusCode).toBe(200);
  });

  it('lets a role override the workspace, and an invite keeps what its version asked', async () => {
    await call('PUT', OWN);
    const before = await inviteToRole(t, 'ct1');
    const detail = RoleDetailResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/roles/ct1', headers: t.admin })).json(),
    ).data;
    const override: CandidateTexts = {
      ...NO_CANDIDATE_TEXTS,
      agreement: '<p>Care home rules</p><img onerror="x">',
      fields: { social: null, experience: 'off', gender: null },
    };
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/roles/ct1',
      headers: t.admin,
      payload: { ...detail.input, candidateTexts: override },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(RoleDetailResponseSchema.parse(edited.json()).data.input.candidateTexts).toEqual({
      ...override,
      agreement: '<p>Care home rules</p>',
    });
    const after = await inviteToRole(t, 'ct1');
    expect((await inviteView(after)).texts).toEqual({
      agreement: '<p>Care home rules</p>',
      // The role's own where it has one; the workspace's for the rest.
      fields: { social: 'off', experience: 'off', gender: 'off' },
    });
    expect((await inviteView(before)).texts.agreement).toBe(OWN_SAVED.agreement);

    // The role's words travel with it in an export, and come back with an import.
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/admin/roles/ct1/export', headers: t.admin })
    ).json<RoleExport>();
    expect(exported.roles[0]?.candidateTexts?.agreement).toBe('<p>Care home rules</p>');
    const file = { ...exported, roles: [{ ...exported.roles[0]!, id: 'ct2' }] };
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/roles/import',
      headers: t.admin,
      payload: file,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const copy = await inviteToRole(t, 'ct2');
    expect((await inviteView(copy)).texts.agreement).toBe('<p>Care home rules</p>');
  });
});

describe.each(testDatabaseKinds())('the invite mail’s introduction on %s', (kind) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      publicUrl: 'https://jobs.acme.example',
      mail: inbox.settings(),
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const mailTo = async (email: string) => {
    const code = await inviteToRole(t, 'ct1');
    await t.database.db.update(invites).set({ email }).where(eq(invites.code, code));
    await t.app.mail.queueInvite(code, 'https://jobs.acme.example');
  };

  it('is the default one until the team writes its own, and the team’s own with the role and company filled in', async () => {
    await insertTestRole(t, { id: 'ct1' });
    await mailTo('first@candidate.example');
    const [first] = await inbox.waitFor(1);
    expect(first?.text).toContain(
      'Thank you for your interest in the Test role ct1 role at Test Company. The next step is a short assessment',
    );
    inbox.clear();
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/candidate-texts',
      headers: t.admin,
      payload: {
        ...NO_CANDIDATE_TEXTS,
        inviteIntro: 'Welcome to {company}.\n\nThe {role} role <b>starts</b> here.',
      },
    });
    await mailTo('second@candidate.example');
    const [second] = await inbox.waitFor(1);
    expect(second?.text).toContain('Welcome to Test Company.');
    expect(second?.text).not.toContain('Thank you for your interest');
    // Plain text: the team's markup is shown as written, never made into html.
    expect(second?.html).toContain('The Test role ct1 role &lt;b&gt;starts&lt;/b&gt; here.');
  });
});
