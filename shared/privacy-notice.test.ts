import { describe, expect, it } from 'vitest';
import { IntegrityEventKindSchema, type IntegrityEventKind } from './assessment.schema';
import { buildPrivacyNotice, type PrivacyNoticeInput } from './privacy-notice';

const INPUT: PrivacyNoticeInput = {
  controllerName: 'Northwind',
  contactEmail: '',
  retention: null,
  erasureDelayDays: 30,
  mailOn: true,
};

/**
 * The words of the default notice that tell a candidate about each integrity event
 * (docs/integrity.md): a new kind fails the type check here until the notice says it.
 */
const EVENT_WORDS: Record<IntegrityEventKind, string> = {
  paste: 'when you paste text',
  tab_hidden: 'leave the assessment’s tab',
  tab_returned: 'for how long you leave',
  page_opened: 'when you open, reload',
  page_left: 'reload or close the assessment page',
  blocked_key: 'developer-tools key',
  context_menu: 'right-click menu',
};

describe('the default privacy notice', () => {
  const notice = buildPrivacyNotice(INPUT);

  it.each(IntegrityEventKindSchema.options)('says that %s events are recorded', (kind) => {
    expect(notice).toContain(EVENT_WORDS[kind]);
  });

  it('lists the registration as the form asks it, and the device of each computer', () => {
    expect(notice).toContain('social link');
    expect(notice).not.toContain('profile link');
    expect(notice).toContain('device details of each computer you use');
  });

  it('points to the thank-you email only when this server sends mail', () => {
    expect(notice).toContain('when you finish the assessment, and in our thank-you email.');
    const mailOff = buildPrivacyNotice({ ...INPUT, mailOn: false });
    expect(mailOff).toContain('the link is on the page you see when you finish the assessment.');
    expect(mailOff).not.toContain('thank-you');
  });
});
