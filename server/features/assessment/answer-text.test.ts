import { describe, expect, it } from 'vitest';
import { sanitizeAnswerHtml } from './answer-sanitizer';
import { answerText, plainTextOf } from './answer-text';

/** As a save stores it: sanitised first, then its text. */
const textOf = (html: string) => answerText(sanitizeAnswerHtml(html));

describe('an answer as plain text', () => {
  it.each([
    ['paragraphs on lines of their own', '<p>One</p><p>Two</p>', 'One\nTwo'],
    [
      'list items each on a line, inline formatting gone',
      '<p>I <strong>would</strong> <em>measure</em>:</p><ul><li><p>first</p></li><li>then <code>x</code></li><li>y</li></ul>',
      'I would measure:\nfirst\nthen x\ny',
    ],
    [
      'headings, quotes and line breaks',
      '<h2>Plan</h2><blockquote><p>a<br>b</p></blockquote>',
      'Plan\na\nb',
    ],
    [
      'a code block keeps its own lines',
      '<pre><code>if (a) {\n  b();\n}</code></pre>',
      'if (a) {\nb();\n}',
    ],
    [
      'a link keeps its text',
      '<p>See <a href="https://example.org/?a=1&amp;b=2">the page</a></p>',
      'See the page',
    ],
    [
      'characters typed as text, not read as tags',
      '<p>a &lt; b &gt; c &amp; "d"</p>',
      'a < b > c & "d"',
    ],
    ['an escaped entity stays as typed', '<p>&amp;lt;p&amp;gt; is a tag</p>', '&lt;p&gt; is a tag'],
    [
      'no-break spaces as spaces, empty lines gone',
      '<p>&nbsp;a&nbsp;b&nbsp;</p><p></p><p> </p>',
      'a b',
    ],
    ['a removed script leaves nothing', '<script>alert(1)</script><p>ok</p>', 'ok'],
    [
      'an attribute with angle brackets is no text',
      '<p><a href="https://e.org/?q=<b>">x</a></p>',
      'x',
    ],
  ])('%s', (_label, html, expected) => {
    expect(textOf(html)).toEqual({ plainText: expected, hasText: true });
  });

  it.each([
    ['nothing', ''],
    ['an empty paragraph', '<p></p>'],
    ['spaces and no-break spaces', '<p> &nbsp; </p><p>\u00a0</p>'],
    ['a byte order mark and a line break', '<p>\ufeff<br></p>'],
    ['formatting around nothing', '<p><strong> </strong><em></em></p><ul><li></li></ul>'],
  ])('has no text when it holds %s', (_label, html) => {
    expect(textOf(html)).toEqual({ plainText: '', hasText: false });
  });

  it('reads the sanitiser’s output only: every other entity was decoded by it', () => {
    const sanitized = sanitizeAnswerHtml('<p>caf&eacute; &#8364;5 &quot;q&quot; &apos;s</p>');
    expect(plainTextOf(sanitized)).toBe('café €5 "q" \'s');
  });
});
