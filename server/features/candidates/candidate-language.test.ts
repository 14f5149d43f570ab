import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssessmentState } from '../../../shared/assessment.schema';
import type { RegistrationResponse } from '../../../shared/registration.schema';
import type { ApiFailure } from '../../test/api-bodies';
import { candidates, invites, mailOutbox } from '../../db/schema';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { TEST_DEVICE } from '../../test/test-device';
import { insertTestRole, inviteToRole } from '../../test/test-roles';
import { queueErasureDoneMail } from '../mail/erasure-done-mail';
import { yourDataPath } from '../privacy/your-data/your-data-token';

const ORIGIN = 'https://jobs.lang.example';
const HOUR = 60 * 60 * 1000;

/**
 * The candidate's language (docs/languages.md): the role's, or the one they read the landing page
 * in; kept with their registration, told to their later pages, and the language of their mails.
 */
describe.each(testDatabaseKinds())('the candidate’s language on %s', (kind) => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, { publicUrl: ORIGIN, mail: inbox.settings() });
  });
  beforeEach(async () => {
    await t.reset();
    await insertTestRole(t, { id: 'gr1', settings: { video: { enabled: false }, language: 'de' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const register = (invitecode: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: {
        name: 'Lena Sprache',
        email: 'lena@candidate.example',
        social: 'https://profile.test.example',
        company: '',
        uuid: '',
        invitecode,
        data: TEST_DEVICE,
        ...extra,
      },
    });
  const registered = async (invitecode: string, extra: Record<string, unknown> = {}) => {
    const response = await register(invitecode, extra);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.inviteCode, invitecode));
    const auth = { authorization: `Bearer ${response.json<RegistrationResponse>().unique}` };
    return { row: row!, auth };
  };
  const stateLanguage = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth })).json<{
      data: AssessmentState;
    }>().data.language;
  const mailTo = async (kind: string) => {
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('keeps the language the candidate read the landing page in; their pages are told it', async () => {
    const code = await inviteToRole(t, 'gr1');
    const { row, auth } = await registered(code, { language: 'fr' });
    expect(row.language).toBe('fr');
    expect(await stateLanguage(auth)).toBe('fr');
    const yourData = await t.app.inject({
      method: 'GET',
      url: `/api${await yourDataPath(t.database.db, row.id)}`,
    });
    expect(yourData.json<{ data: { language: string } }>().data.language).toBe('fr');
    // Resuming on another computer, whose page was in another language, keeps theirs.
    await registered(code, { language: 'es' });
    expect(await stateLanguage(auth)).toBe('fr');
  });

  it('without a language, the candidate reads the role’s', async () => {
    const { row, auth } = await registered(await inviteToRole(t, 'gr1'));
    expect(row.language).toBe('de');
    expect(await stateLanguage(auth)).toBe('de');
  });

  it.each(['it', 'en-XA', 7])(
    'refuses the language %s with 400 and a clear status, registering nobody',
    async (language) => {
      const refused = await register(await inviteToRole(t, 'gr1'), { language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiFailure>()).toMatchObject({
        result: false,
        status: 'The language is one of en, de, fr, es.',
      });
      expect(await t.database.db.select().from(candidates)).toHaveLength(0);
    },
  );

  it('mails the invite in the role’s language, and the rest in the candidate’s', async () => {
    const code = await inviteToRole(t, 'gr1');
    await t.database.db
      .update(invites)
      .set({ email: 'lena@candidate.example', label: 'Lena Sprache' })
      .where(eq(invites.code, code));
    await t.app.mail.queueInvite(code, ORIGIN);
    const invite = await mailTo('invite');
    expect(invite.subject).toBe('Test Company lädt Sie zur Bewerbung ein: Test role gr1');
    expect(invite.text).toContain('Guten Tag Lena Sprache,');
    expect(invite.html).toContain('lang="de"');

    const { row, auth } = await registered(code, { language: 'es' });
    const [invited] = await t.database.db
      .select({ expiresAt: invites.expiresAt })
      .from(invites)
      .where(eq(invites.code, code));
    expect(await t.app.mail.sweepOnce(new Date(invited!.expiresAt.getTime() - 5 * HOUR))).toBe(1);
    const reminder = await mailTo('reminder');
    expect(reminder.subject).toBe(
      'Recordatorio: su evaluación para Test role gr1 se cierra pronto',
    );
    expect(reminder.text).toContain('le quedan unas 5 horas');

    for (const questionId of [0, 1]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/assessment/answers/${questionId}`,
        headers: auth,
        payload: { answer: '<p>Respuesta</p>', sequence: 1 },
      });
    }
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/complete',
      headers: auth,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    const received = await mailTo('received');
    expect(received.subject).toBe('Gracias, hemos recibido su evaluación para Test role gr1');
    expect(received.text).toContain('Hola, Lena Sprache:');
    expect(received.html).toContain('lang="es"');

    await t.database.db.transaction((tx) => queueErasureDoneMail(tx, t.app.mail, row, new Date()));
    const erased = await mailTo('erasure-done');
    expect(erased.subject).toBe('Sus datos se han borrado: Test role gr1');
  });
});
