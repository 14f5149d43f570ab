/** Elements that end a line of text: paragraphs, list items, headings, quotes, code blocks. */
const LINE_ENDS = /<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
/** The only entities the sanitiser writes in text and attributes (it decodes every other). */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * An answer's sanitised html (`sanitizeAnswerHtml`) as plain text for a spreadsheet: each
 * paragraph and list item on its own line, tags gone, entities decoded. Regular expressions are
 * enough here, and a tenth of the cost of a parser, only because the sanitiser's output escapes
 * every `<` and `>` that is not a tag's, inside attributes too.
 */
export function plainTextOf(sanitizedHtml: string): string {
  return sanitizedHtml
    .replace(LINE_ENDS, (tag) => `${tag}\n`)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\u00a0/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** What is stored beside a sanitised answer: its plain text, and whether it has any. */
export function answerText(sanitizedHtml: string): { plainText: string; hasText: boolean } {
  const plainText = plainTextOf(sanitizedHtml);
  return { plainText, hasText: plainText !== '' };
}
