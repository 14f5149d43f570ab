import '@mantine/core/styles/Typography.css';
import { Typography, type MantineSize } from '@mantine/core';

/**
 * A team's own rich text for candidates (docs/product.md#candidate-texts), as the server sends
 * it: sanitised with the answers' allow-list when it was saved and again when it was sent. The
 * sign-up page does not load a second sanitiser for it: it is held to its weight.
 */
export function TeamHtml({ html, size = 'sm' }: { html: string; size?: MantineSize }) {
  return (
    <Typography
      data-testid="team-html"
      fz={size}
      style={{ overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
