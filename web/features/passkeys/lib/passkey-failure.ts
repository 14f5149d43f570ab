import type { PasskeysTranslate } from '../passkeys-texts';

/**
 * What to tell the person when the browser's part of a passkey ceremony fails. The browser says
 * little on purpose: a cancel, a timeout and "no passkey here" all read NotAllowedError, so they
 * share one text. A failure of the server (an ApiError) keeps the server's words.
 */
export function passkeyFailureText(
  t: PasskeysTranslate,
  error: unknown,
  ceremony: 'create' | 'use',
): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return ceremony === 'create' ? t('registerCancelled') : t('cancelled');
  }
  if (name === 'InvalidStateError') return t('alreadyOnDevice');
  if (name === 'ApiError' && error instanceof Error) return error.message;
  return t('unsupportedOrFailed');
}

/** Whether this browser can make and use passkeys at all (WebAuthn). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
