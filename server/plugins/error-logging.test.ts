import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreateInviteResponse } from '../../shared/invites.schema';
import type { Role } from '../../shared/roles.schema';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadAdminPasskey } from '../features/admin-auth/passkey.service';
import type { ApiFailure } from '../test/api-bodies';
import { TEST_PASSKEY, type TestApp } from '../test/test-app';
import { registerTestCandidate } from '../test/test-candidates';
import { openTestDatabase, resetDatabase, testDatabaseKinds } from '../test/test-databases';

/**
 * The log line of a 500 once held the SQL parameters (a candidate's name, email and
 * answer). The app is built with a real pino logger writing to memory, a query is made to fail
 * with a candidate's data in it, and the log must show what failed but none of that data.
 */
const NAME = 'Zelda Quarantine-Loggable';
const EMAIL = 'zelda.secret.person@private.example';
const ANSWER = 'my-very-private-answer-text-4711';

function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream, text: () => lines.join('') };
}

/** Every insert into the table fails inside the database, as a broken disk or constraint would. */
async function breakInserts(database: DatabaseHandle, table: 'candidates' | 'answers') {
  await database.db.execute(
    sql.raw(`create or replace function test_refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger test_refuse_insert before insert on ${table}
      for each row execute function test_refuse_insert()`),
  );
}

async function repairInserts(database: DatabaseHandle) {
  for (const table of ['candidates', 'answers']) {
    await database.db.execute(sql.raw(`drop trigger if exists test_refuse_insert on ${table}`));
  }
  await database.db.execute(sql.raw('drop function if exists test_refuse_insert()'));
}

describe.each(testDatabaseKinds())('a 500 logs no request data on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let t: TestApp;
  const log = memoryLog();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await resetDatabase(database);
    const passkey = await loadAdminPasskey(database.db, TEST_PASSKEY);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-log-test-'));
    app = await buildApp({
      database,
      passkey,
      dataDir,
      webDir: '/nonexistent',
      logger: { level: 'info', stream: log.stream },
    });
    await app.ready();
    t = {
      app,
      database,
      dataDir,
      admin: { authorization: `Bearer ${TEST_PASSKEY}` },
      reset: () => resetDatabase(database),
      close: async () => undefined,
    };
  });
  afterEach(() => repairInserts(database));
  afterAll(async () => {
    await repairInserts(database);
    await app.close();
    await database.close();
  });

  it('a failed registration logs the error and route, not the name or email', async () => {
    await t.reset();
    const role = (
      await app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin })
    ).json<Role[]>()[0] as Role;
    const invite = await app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: role.id },
    });
    const inviteCode = invite.json<CreateInviteResponse>().data.inviteCode;
    await breakInserts(database, 'candidates');
    log.lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: `/now-assessment?email=${encodeURIComponent(EMAIL)}`,
      payload: {
        name: NAME,
        email: EMAIL,
        social: 'https://profile.test.example',
        invitecode: inviteCode,
      },
    });
    expect(response.statusCode).toBe(500);
    // The body names the request and nothing of the server: no database message, no SQL.
    expect(response.json<ApiFailure>()).toEqual({
      result: false,
      status: expect.stringMatching(
        /^Something went wrong on our side \(request [\w-]+\)\.$/,
      ) as string,
      code: 'server-error',
    });
    const text = log.text();
    expect(text).toContain('request failed');
    expect(text).toContain('/now-assessment');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(encodeURIComponent(EMAIL)); // the query string
    expect(text).not.toContain(NAME);
    expect(text).not.toContain('insert into');
  });

  it('a failed answer save logs the error and route, not the answer', async () => {
    await t.reset();
    const me = await registerTestCandidate(t, EMAIL);
    await breakInserts(database, 'answers');
    log.lines.length = 0;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/assessment/answers/0',
      headers: me.auth,
      payload: { answer: `<p>${ANSWER}</p>`, sequence: Date.now() },
    });
    expect(response.statusCode).toBe(500);
    const text = log.text();
    const failed = log.lines
      .map((line) => JSON.parse(line) as { msg?: string })
      .find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({
      level: 50,
      route: '/api/assessment/answers/:questionId',
      method: 'PUT',
      reqId: expect.any(String) as string,
      err: { type: expect.any(String) as string },
    });
    expect(text).not.toContain(ANSWER);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(me.unique);
  });
});
