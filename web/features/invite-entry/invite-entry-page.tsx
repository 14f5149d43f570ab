import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { INVITE_CODE_LENGTH } from '../../../shared/constants';
import { TEXTS } from '../../../shared/texts';
import { hasSessionFor } from '../../lib/candidate-storage';
import { paths } from '../../lib/paths';

/**
 * SPEC A4: decides where the candidate goes. A wrong-length id goes home; a stored, unexpired
 * session for this invite resumes the assessment; anything else goes to sign-up.
 */
export function InviteEntryPage() {
  const { inviteId } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (!inviteId || inviteId.length !== INVITE_CODE_LENGTH) {
      navigate(paths.home(), { replace: true });
      return;
    }
    navigate(hasSessionFor(inviteId) ? paths.assessment(inviteId) : paths.signup(inviteId), {
      replace: true,
    });
  }, [inviteId, navigate]);

  return (
    <Center mih="100vh" bg="dark.8">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{TEXTS.inviteEntry.loading}</Text>
      </Stack>
    </Center>
  );
}
