import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Dark is what the product ships (docs/product.md#page-frame). Mantine's dimmed text (dark.2,
 * #828282) reads at about 4:1 on our dark surfaces, under WCAG's 4.5:1; a lighter dark.2 keeps the
 * hierarchy and passes on every surface a dimmed text sits on (dark.5 to dark.9).
 */
const [dark0, dark1, , ...darker] = DEFAULT_THEME.colors.dark;
const dark = [dark0, dark1, '#a6a6a6', ...darker] as unknown as MantineColorsTuple;

/** Close buttons draw only an X: they need a name for screen readers. */
const closeButtonProps = { 'aria-label': 'Close' };

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, sans-serif',
  headings: { fontWeight: '700' },
  colors: { dark },
  components: {
    // A modal's header is not the page's banner landmark.
    Modal: { defaultProps: { closeButtonProps, attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { closeButtonProps, attributes: { header: { role: 'none' } } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // A closed select's options are drawn only once it opens. Kept mounted (Mantine's default),
    // each select of the list's filters placed its hidden dropdown as the page first drew, a
    // style recalculation each (docs/capacity.md, the reviewer's pages on a phone). Screen
    // readers lose nothing: the input names its options' list only while it is open.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Mantine's error colour on dark is red.8 (#e03131): 3:1 on a card (dark.6), under WCAG's 4.5:1,
 * wherever a form shows its errors. red.4, the red Mantine's own light variants write with on
 * dark, reads at 5.9:1 on a card and 4.8:1 on dark.5.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-error': current.colors.red[4] },
});
