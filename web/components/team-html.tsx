import { Text, type MantineSize } from '@mantine/core';

/**
 * A team's own rich text for candidates (docs/product.md#candidate-texts), as the server sends
 * it: sanitised with the answers' allow-list when it was saved and again when it was sent. The
 * sign-up page draws it with what its first screen has (no second sanitiser, no typography
 * styles; its margins in page-shell.css): it is held to its weight.
 */
export function TeamHtml({ html, size = 'sm' }: { html: string; size?: MantineSize }) {
  return (
    <Text
      component="div"
      className="team-html"
      data-testid="team-html"
      size={size}
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
