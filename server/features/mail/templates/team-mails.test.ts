import { describe, expect, it } from 'vitest';
import { erasureRequestMail } from './erasure-request-mail';
import { completedMail, memberInviteMail, mentionMail } from './mail-templates';

const brand = { companyName: 'Acme & Co', logoUrl: null };
const link = 'https://jobs.example/admin/candidates/c1';

/** The plain-text body's lines with words, as a reviewer's mail program shows them. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}/u.test(line));

/**
 * The team's mails come from the workspace-mail catalogue (docs/languages.md#the-workspace) and
 * read, word for word, as they did when written into the templates.
 */
describe("the hiring team's mails", () => {
  it('a finished assessment, in time and after the time allowed', async () => {
    const names = { brand, roleTitle: 'Data Analyst', candidateName: 'Dana Doe', link };
    const inTime = await completedMail({ ...names, overTime: false });
    const late = await completedMail({ ...names, overTime: true });
    expect(inTime.subject).toBe('Dana Doe finished the assessment for Data Analyst');
    expect(lines(inTime.text)).toContain(
      'Dana Doe finished the assessment for the Data Analyst role. Their answers are ready to review.',
    );
    expect(lines(late.text)).toContain(
      'Dana Doe finished the assessment for the Data Analyst role, after the time allowed. Their answers are ready to review.',
    );
    expect(inTime.html).toContain('Dana Doe&#x27;s answers are ready to review');
    expect(lines(inTime.text)).toContain(
      "You receive this because you review candidates in the workspace. The team's owner or an admin can turn these mails off in Settings.",
    );
  });

  it('a mention', async () => {
    const mail = await mentionMail({
      brand,
      roleTitle: 'Data Analyst',
      candidateName: 'Dana Doe',
      authorName: 'Rae Reviewer',
      excerpt: 'Strong on SQL',
      link,
    });
    expect(mail.subject).toBe('Rae Reviewer mentioned you in a comment on Dana Doe');
    expect(lines(mail.text)).toEqual(
      expect.arrayContaining([
        'Rae Reviewer mentioned you in a comment on Dana Doe, who applied for the Data Analyst role:',
        '“Strong on SQL”',
      ]),
    );
  });

  it("a member's invite, with and without the team's name", async () => {
    const input = {
      name: 'Mo',
      invitedBy: 'Olivia Owner',
      roleLabel: 'Reviewer',
      link,
      expiresAt: new Date('2026-12-07T14:05:00Z'),
    };
    const named = await memberInviteMail({ ...input, teamName: 'Acme Talent' });
    const unnamed = await memberInviteMail({ ...input, teamName: '' });
    expect(named.subject).toBe('Olivia Owner invited you to the Acme Talent hiring team');
    expect(unnamed.subject).toBe('Olivia Owner invited you to the hiring team');
    expect(lines(unnamed.text)).toEqual(
      expect.arrayContaining([
        'Hello Mo,',
        "Olivia Owner invited you to join the hiring team's workspace as Reviewer. Open the link to choose how you sign in.",
        'The link is for you alone, can be used once, and works until Monday, 7 December 2026 at 14:05 UTC.',
      ]),
    );
    expect(unnamed.html).toContain('The hiring team');
  });

  it('an erasure request, due or held', async () => {
    const input = {
      teamName: 'Acme Talent',
      candidateName: 'Dana Doe',
      roleTitle: 'Data Analyst',
      dueAt: new Date('2026-12-30T09:00:00Z'),
      link,
    };
    const due = await erasureRequestMail({ ...input, held: false });
    const held = await erasureRequestMail({ ...input, held: true });
    expect(due.subject).toBe('Dana Doe asked for their data to be erased');
    expect(lines(due.text)).toEqual(
      expect.arrayContaining([
        'Dana Doe, who applied for the Data Analyst role, asked for their data to be erased.',
        'Their data will be erased on Wednesday, 30 December 2026 at 09:00 UTC. Until then you can read their answers as usual; put them on hold if the law requires you to keep them.',
      ]),
    );
    expect(lines(held.text)).toContain(
      'The candidate is on hold: nothing is erased while the hold stands. Lift it, or tell them why their data is kept.',
    );
  });
});
