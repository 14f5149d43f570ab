export type TextDirection = 'ltr' | 'rtl';

/**
 * Lays the pages out left-to-right or right-to-left: the language layer calls it with the active
 * language's direction (`'rtl'` for Arabic or Hebrew) whenever the language changes.
 *
 * It sets `dir` on `<html>`, and only there: the browser mirrors the layout from it (the
 * candidate pages' CSS uses logical properties, docs/product.md#right-to-left), Mantine's
 * stylesheets read it, and Mantine's `DirectionProvider` (web/main.tsx) follows the attribute
 * for what its components decide in script: which way a star rating counts, or a popover opens.
 */
export function setTextDirection(dir: TextDirection): void {
  document.documentElement.dir = dir;
}
