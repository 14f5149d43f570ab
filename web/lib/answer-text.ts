/** The text a reader sees in an answer's HTML. */
export function answerText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** True when an answer has visible text (docs/product.md#questions-step). */
export function isAnswered(html: string): boolean {
  return answerText(html).trim() !== '';
}
