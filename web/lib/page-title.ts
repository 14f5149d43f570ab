import { useDocumentTitle } from '@mantine/hooks';

/** "Question 2 of 3 · Role · Company": the most specific part first, empty parts left out. */
export function pageTitle(...parts: (string | null | undefined | false)[]): string {
  return parts.filter(Boolean).join(' · ');
}

/** Gives the browser tab the page's own title (else every tab reads "Prescreen"). */
export function usePageTitle(...parts: (string | null | undefined | false)[]): void {
  useDocumentTitle(pageTitle(...parts));
}
