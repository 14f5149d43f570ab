/** A plain answer of about 1.5 KB: one paragraph, as the first benchmark saved. */
export const PLAIN_ANSWER = `<p>${'I would start by measuring where the time goes, then change one thing at a time. '.repeat(18)}</p>`;

const formattedParagraph = (index: number) =>
  `<p>First I would <strong>measure</strong> where the time goes on step ${index}, then change ` +
  `<em>one thing</em> at a time, run <code>bench:${index}</code> again and compare the ` +
  `<strong>figures</strong> with <a href="https://example.org/notes/${index}">my notes</a>. ` +
  `Then I would write down what changed.</p>`;

/**
 * An answer as the editor saves a careful one: about 1.7 KB in six paragraphs with 30 inline
 * tags (bold, italic, code and links), the case an outside review measured at 3.65 ms of server
 * CPU per save (docs/capacity.md).
 */
export const FORMATTED_ANSWER = Array.from({ length: 6 }, (_, index) =>
  formattedParagraph(index + 1),
).join('');
