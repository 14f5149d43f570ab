import { describe, expect, it } from 'vitest';
import { parseInviteLines } from './parse-invite-lines';

describe('reading a pasted list or a CSV file of people to invite', () => {
  it('reads "name, email" lines and skips blank ones', () => {
    expect(
      parseInviteLines('Ada Lovelace, ada@example.com\n\n  Alan Turing ,alan@example.com  \n'),
    ).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com' },
      { name: 'Alan Turing', email: 'alan@example.com' },
    ]);
  });

  it('keeps a quoted name with a comma in it whole', () => {
    expect(parseInviteLines('"Hopper, Grace", grace@example.com')).toEqual([
      { name: 'Hopper, Grace', email: 'grace@example.com' },
    ]);
  });

  it('follows a header row, in whatever order its columns are', () => {
    const csv =
      'Email;Phone;Name\r\nada@example.com;123;Ada\r\nalan@example.com;;"Alan ""Prof"" Turing"\r\n';
    expect(parseInviteLines(csv)).toEqual([
      { name: 'Ada', email: 'ada@example.com' },
      { name: 'Alan "Prof" Turing', email: 'alan@example.com' },
    ]);
  });

  it('reads "email, name", a bare address and "Name <address>"', () => {
    expect(
      parseInviteLines('ada@example.com, Ada\nalan@example.com\nGrace Hopper <grace@example.com>'),
    ).toEqual([
      { name: 'Ada', email: 'ada@example.com' },
      { name: '', email: 'alan@example.com' },
      { name: 'Grace Hopper', email: 'grace@example.com' },
    ]);
  });

  it('keeps a line with a bad address for the preview to flag', () => {
    expect(parseInviteLines('Bad Line, not an address')).toEqual([
      { name: 'Bad Line', email: 'not an address' },
    ]);
  });
});
