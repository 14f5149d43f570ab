import { Text, VisuallyHidden } from '@mantine/core';
import classes from './list-text.module.css';

/**
 * Mantine's Text and VisuallyHidden as class names, for the texts a page of the list draws a
 * few hundred times: as components, each resolved its props, theme and styles at every draw,
 * most of the rows' drawing time on a phone (docs/capacity.md, the reviewer's pages on a phone).
 * Mantine's own rules apply; only the size and colour come from here.
 */
export function textClass(size: 'xs' | 'sm', dimmed = false): string {
  return [Text.classes.root, classes[size], dimmed ? classes.dimmed : ''].join(' ').trim();
}

export const visuallyHiddenClass = VisuallyHidden.classes.root;

/** A column with no gap (Mantine's `Stack gap={0}`), and a row with a 4 px gap. */
export const listLayout = { column: classes.column, row: classes.row };
