import { useEffect, useEffectEvent } from 'react';

/** Fields where a key types a character: there a shortcut never fires. */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Single-key shortcuts of the page (`n`, `p`, digits, `?`), matched on the character typed. They
 * never fire while typing (an input, a textarea, the comment editor), with Ctrl, Alt or Meta (the
 * browser's own keys), on a held key's repeats, inside a dialog or menu (which own their keys),
 * or when something on the way already handled the key (the video player's Space, K and arrows).
 * Unlike `@mantine/hooks`' useHotkeys they do fire on a radio or button, so a score chosen with the
 * arrow keys can be followed by `n` at once.
 */
export function useKeyShortcuts(shortcuts: Record<string, () => void>, enabled = true): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!enabled || event.defaultPrevented || event.repeat || event.isComposing) return;
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (isTyping(event.target)) return;
    if (
      event.target instanceof Element &&
      event.target.closest('[role="dialog"], [role="menu"], [role="listbox"]')
    ) {
      return;
    }
    const action = Object.hasOwn(shortcuts, event.key) ? shortcuts[event.key] : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  });
  useEffect(() => {
    // On the document, after React's own handlers (the player's) have had the key.
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
