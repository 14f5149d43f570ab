import '@mantine/core/styles/Container.css';
import { Box, Container } from '@mantine/core';
import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AdminNav } from './admin-nav';
import classes from './admin-frame.module.css';
import { BrandMark } from './brand-mark';

/** The frame's first element, where a page puts its skip links; null outside a frame. */
const SkipLinksSlot = createContext<HTMLElement | null>(null);

interface AdminFrameProps {
  children: ReactNode;
  /** The width of the page's column: the invite panel is narrow, the workspace wide. */
  size?: string;
  /** E.g. the signed-in workspace's Sign out button. */
  rightSection?: ReactNode;
  /** The navigation shows Settings: the signed-in member may manage. */
  settings?: boolean;
}

/** The frame of the hiring team's pages: the brand, the navigation bar and a centred column. */
export function AdminFrame({ children, size = 'xl', rightSection, settings }: AdminFrameProps) {
  // The slot exists before the frame is drawn, and is placed as the frame's first element: a ref
  // that stored the element in state drew the whole frame a second time before the first paint
  // (docs/capacity.md, the reviewer's pages on a phone).
  const [skipLinks] = useState(() => document.createElement('div'));
  return (
    <Box mih="100vh" bg="dark.8">
      {/* A page's skip links (SkipLink) come first in the Tab order, before the navigation. */}
      <div ref={(element) => void element?.append(skipLinks)} />
      <Box
        component="header"
        px="lg"
        py="sm"
        bg="dark.7"
        style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}
      >
        <div className={classes.bar}>
          <BrandMark />
          <div className={classes.nav}>
            <AdminNav settings={settings} />
          </div>
          {rightSection && <div className={classes.right}>{rightSection}</div>}
        </div>
      </Box>
      <Container component="main" size={size} py="xl">
        <SkipLinksSlot value={skipLinks}>{children}</SkipLinksSlot>
      </Container>
    </Box>
  );
}

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
    <a href={`#${targetId}`} className={classes.skipLink} onClick={onClick}>
      {children}
    </a>,
    slot,
  );
}
