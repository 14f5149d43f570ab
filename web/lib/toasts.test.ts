// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { showError, showSuccess, useToastCloseLabel } from './toasts';

afterEach(() => vi.restoreAllMocks());

function Page({ label }: { label: string }) {
  useToastCloseLabel(label);
  return null;
}

it('names the close button in the open page’s words, and leaves it to the theme after', async () => {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  const page = await renderUi(createElement(Page, { label: 'Benachrichtigung schließen' }));
  showError('Bitte beantworten Sie die Frage.');
  showSuccess('Gespeichert');
  await page.unmount();
  showError('A workspace’s toast');

  expect(show.mock.calls.map(([toast]) => toast.closeButtonProps)).toEqual([
    { 'aria-label': 'Benachrichtigung schließen' },
    { 'aria-label': 'Benachrichtigung schließen' },
    undefined,
  ]);
});
