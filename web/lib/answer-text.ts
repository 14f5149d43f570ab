/** The text a reader sees in an answer's HTML. */
export function answerText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
