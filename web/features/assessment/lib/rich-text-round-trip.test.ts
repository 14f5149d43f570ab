// @vitest-environment jsdom
import { Editor, type JSONContent } from '@tiptap/react';
import { afterAll, describe, expect, it } from 'vitest';
// The point of this test is that both sides agree, so it reads the server's sanitiser too.
// eslint-disable-next-line import-x/no-restricted-paths
import { sanitizeAnswerHtml } from '../../../../server/features/assessment/answer-sanitizer';
import { sanitizeAnswer } from '../../../lib/sanitize-answer';
import { answerEditorExtensions } from './answer-editor-extensions';

const text = (value: string, marks: JSONContent['marks'] = []): JSONContent => ({
  type: 'text',
  text: value,
  marks,
});
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const item = (...content: JSONContent[]): JSONContent => ({ type: 'listItem', content });

/** A document using every node and every mark the answer editor has. */
const EVERY_NODE_AND_MARK: JSONContent = {
  type: 'doc',
  content: [
    ...[1, 2, 3, 4, 5, 6].map((level) => ({
      type: 'heading',
      attrs: { level },
      content: [text(`Heading ${level}`)],
    })),
    paragraph(
      text('bold', [{ type: 'bold' }]),
      text(' italic', [{ type: 'italic' }]),
      text(' underlined', [{ type: 'underline' }]),
      text(' struck', [{ type: 'strike' }]),
      text(' code', [{ type: 'code' }]),
      { type: 'hardBreak' },
      text('all at once', [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }]),
    ),
    paragraph(
      ...['https://example.com/a?b=1&c=2', 'mailto:dana@example.com', 'tel:+15550100'].map((href) =>
        text(href, [{ type: 'link', attrs: { href } }]),
      ),
    ),
    { type: 'blockquote', content: [paragraph(text('A quotation'))] },
    {
      type: 'bulletList',
      content: [
        item(paragraph(text('Outer')), {
          type: 'bulletList',
          content: [item(paragraph(text('Inner')))],
        }),
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [item(paragraph(text('Third'))), item(paragraph(text('Fourth')))],
    },
    { type: 'orderedList', content: [item(paragraph(text('From one')))] },
    { type: 'codeBlock', attrs: { language: 'typescript' }, content: [text('const a = 1 < 2;')] },
    { type: 'codeBlock', content: [text('plain code')] },
    { type: 'horizontalRule' },
    paragraph(text('Ünïcode & <escaped> "quotes"')),
  ],
};

function usedTypes(node: JSONContent, into = new Set<string>()): Set<string> {
  if (node.type) into.add(node.type);
  node.marks?.forEach((mark) => into.add(mark.type));
  node.content?.forEach((child) => usedTypes(child, into));
  return into;
}

/** The markup with each element's attributes in name order: their order means nothing in HTML. */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort();
    attributes.forEach(([name]) => element.removeAttribute(name));
    attributes.forEach(([name, value]) => element.setAttribute(name, value));
  }
  return template.innerHTML;
}

const editor = new Editor({ extensions: answerEditorExtensions(), content: EVERY_NODE_AND_MARK });
afterAll(() => editor.destroy());

describe('a candidate’s rich text through both sanitisers', () => {
  const html = editor.getHTML();

  it('the test document uses every node and mark the editor has', () => {
    const editorTypes = [
      ...Object.keys(editor.schema.nodes),
      ...Object.keys(editor.schema.marks),
    ].sort();
    expect([...usedTypes(EVERY_NODE_AND_MARK)].sort()).toEqual(editorTypes);
    // What the reviewers once lost: underline, the rule, a list starting later, a code language.
    expect(html).toMatch(/<u> underlined<\/u>/);
    expect(html).toMatch(/<hr>/);
    expect(html).toMatch(/<ol start="3">/);
    expect(html).toMatch(/class="language-typescript"/);
  });

  it('the server keeps it unchanged', () => {
    expect(canonical(sanitizeAnswerHtml(html))).toBe(canonical(html));
  });

  it('the reviewer’s browser keeps what the server sends unchanged', () => {
    const stored = sanitizeAnswerHtml(html);
    expect(canonical(sanitizeAnswer(stored))).toBe(canonical(stored));
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>'],
    ['an event handler', '<p onclick="alert(1)">a</p><img src=x onerror=alert(2)>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a relative link', '<a href="/admin">x</a>'],
    [
      'a style and a foreign class',
      '<p style="color:red" class="evil">a</p><code class="x">c</code>',
    ],
    ['an attribute on the wrong tag', '<p start="3" href="https://example.com">a</p>'],
    ['a link opening in the same tab', '<a href="https://example.com" target="_self">x</a>'],
  ])('both make %s harmless in the same way', (_label, hostile) => {
    const stored = sanitizeAnswerHtml(hostile);
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|style=|evil|_self|\/admin/);
    expect(canonical(sanitizeAnswer(hostile))).toBe(canonical(stored));
  });
});
