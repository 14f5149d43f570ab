import { createContext, useContext, useState, type ReactNode } from 'react';
import type { AdminInvite } from '../../../../shared/review.schema';
import { ExtraTimeModal } from './extra-time-modal';

const OpenExtraTime = createContext<(invite: AdminInvite) => void>(() => undefined);

/**
 * One extra-time dialog for the whole invites list, held above its rows: the list draws a table
 * on a wide screen and a card per invite below it, and a dialog held by a row closed, losing what
 * was typed, when a resize or a turned tablet switched the two.
 */
export function ExtraTimeDialog({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ invite: AdminInvite; opened: boolean } | null>(null);
  return (
    <OpenExtraTime.Provider value={(invite) => setShown({ invite, opened: true })}>
      {children}
      {shown && (
        <ExtraTimeModal
          invite={shown.invite}
          opened={shown.opened}
          onClose={() => setShown({ ...shown, opened: false })}
        />
      )}
    </OpenExtraTime.Provider>
  );
}

/** Opens the list's extra-time dialog for `invite`. */
export const useOpenExtraTime = () => useContext(OpenExtraTime);
