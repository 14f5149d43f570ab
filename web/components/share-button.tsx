import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { ShareDialogProps } from './share-dialog';

// The dialog's form and its inputs come when it is first opened, not with the page
// (docs/capacity.md, the first screen).
const ShareDialog = lazy(() => import('./share-dialog'));

/** What opens the share dialog: "Share" on a candidate's page, "Share this shortlist" on the list. */
export function ShareButton(props: ShareDialogProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // Once opened, the dialog stays mounted: it closes with its transition and keeps its state.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={16} />}
        onClick={() => {
          setWanted(true);
          open();
        }}
      >
        {props.title}
      </Button>
      {wanted && (
        <Suspense>
          <ShareDialog {...props} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
