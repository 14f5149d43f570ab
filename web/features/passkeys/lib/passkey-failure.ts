import { PASSKEY_TEXTS } from '../../../../shared/passkey-texts';

/**
 * What to tell the person when the browser's part of a passkey ceremony fails. The browser says
 * little on purpose: a cancel, a timeout and "no passkey here" all read NotAllowedError, so they
 * share one text. A failure of the server (an ApiError) keeps the server's words.
 */
export function passkeyFailureText(error: unknown, ceremony: 'create' | 'use'): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return ceremony === 'create' ? PASSKEY_TEXTS.registerCancelled : PASSKEY_TEXTS.cancelled;
  }
  if (name === 'InvalidStateError') return PASSKEY_TEXTS.alreadyOnDevice;
  if (name === 'ApiError' && error instanceof Error) return error.message;
  return PASSKEY_TEXTS.unsupportedOrFailed;
}

/** Whether this browser can make and use passkeys at all (WebAuthn). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
