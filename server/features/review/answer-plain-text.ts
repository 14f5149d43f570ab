import { sanitizeAnswerHtml } from '../assessment/answer-sanitizer';
import sanitizeHtml from 'sanitize-html';

/** Elements that end a line of text: paragraphs, list items, headings, quotes, code blocks. */
const LINE_ENDS = /<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * An answer as plain text for a spreadsheet: each paragraph and list item on its own line,
 * tags gone, entities decoded (sanitize-html escapes only these four in its text output).
 */
export function answerPlainText(html: string): string {
  const marked = sanitizeAnswerHtml(html).replace(LINE_ENDS, (tag) => `${tag}\n`);
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\u00a0/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
