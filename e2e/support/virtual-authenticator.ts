import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Chromium's virtual authenticator (CDP's WebAuthn domain) on one page: a platform authenticator
 * (CTAP2, internal transport) that keeps discoverable passkeys and verifies its user, answering
 * at once as if the person had touched it.
 */
export interface VirtualAuthenticator {
  /** How many passkeys it holds. */
  countPasskeys(): Promise<number>;
  /** Whether the person passes the fingerprint or PIN check: false makes every ceremony fail. */
  setUserVerified(verified: boolean): Promise<void>;
}

export async function addVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    countPasskeys: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
  };
}

/**
 * The test server's address by the name `localhost`: WebAuthn takes no IP address as the site a
 * passkey belongs to, and `localhost` is a secure context over plain http.
 */
export function localhostUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hostname = 'localhost';
  return parsed.origin;
}
