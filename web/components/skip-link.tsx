import { createContext, useContext, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import classes from './skip-link.module.css';

/** The frame's first element, where a page puts its skip links; null outside a frame. */
export const SkipLinksSlot = createContext<HTMLElement | null>(null);

/**
 * A link shown only while it has the focus, placed first in the frame (before the navigation), that
 * moves the focus to the element `targetId` (which has tabIndex -1) and scrolls it into view.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  const slot = useContext(SkipLinksSlot);
  if (!slot) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return createPortal(
    <a href={`#${targetId}`} className={classes.link} onClick={onClick}>
      {children}
    </a>,
    slot,
  );
}
