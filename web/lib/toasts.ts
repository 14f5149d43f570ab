import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';

/** The close button's name in the open page's language; else the theme's (web/theme.ts). */
let closeLabel: string | null = null;

/**
 * Names the close button of the toasts shown while the calling page is open: a candidate's page
 * gives it in the candidate's language (docs/languages.md).
 */
export function useToastCloseLabel(label: string): void {
  useEffect(() => {
    closeLabel = label;
    return () => {
      if (closeLabel === label) closeLabel = null;
    };
  }, [label]);
}

const closeButton = () => (closeLabel ? { closeButtonProps: { 'aria-label': closeLabel } } : {});

/** Toasts: top-right, green or red, closing by themselves after 3 s. */
export function showSuccess(message: string): void {
  notifications.show({
    message,
    color: 'green',
    autoClose: TOAST_AUTO_CLOSE_MS,
    withCloseButton: true,
    ...closeButton(),
  });
}

export function showError(message: string): void {
  notifications.show({
    message,
    color: 'red',
    autoClose: TOAST_AUTO_CLOSE_MS,
    withCloseButton: true,
    ...closeButton(),
  });
}
