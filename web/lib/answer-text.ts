/** The text a reader sees in an answer's HTML. */
export function answerText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** True when an answer has visible text (SPEC A6: blank answers do not count). */
export function isAnswered(html: string): boolean {
  return answerText(html).trim() !== '';
}
