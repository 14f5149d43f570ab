import { INVITE_CODE_LENGTH, ROLE_ID_LENGTH, ROLE_ID_PATTERN } from './constants';

/**
 * Invite codes (docs/product.md#invite-codes): 22 characters; the last one is a digit d and the
 * three characters starting at offset 3·d are the role id. Everything else is random from a
 * cryptographic source. Decoding is only a hint: the server decides which codes exist and are
 * live.
 */
const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_PATTERN = /^[A-Za-z0-9]{21}[0-9]$/;
/** The largest d whose role id still ends before the final digit (offset 3·d < 21). */
const MAX_OFFSET_DIGIT = Math.floor((INVITE_CODE_LENGTH - 1 - ROLE_ID_LENGTH) / ROLE_ID_LENGTH);

/** A uniformly random integer in [0, bound), by rejection sampling over crypto bytes. */
function randomBelow(bound: number): number {
  const limit = 256 - (256 % bound);
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    const value = byte[0] as number;
    if (value < limit) return value % bound;
  }
}

function randomCharacters(count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += RANDOM_ALPHABET[randomBelow(RANDOM_ALPHABET.length)];
  return text;
}

export function isRoleId(value: string): boolean {
  return ROLE_ID_PATTERN.test(value);
}

/** Encodes a role id into a fresh, unguessable invite code. */
export function encodeInviteCode(roleId: string): string {
  if (!isRoleId(roleId)) throw new Error(`Not a role id: ${JSON.stringify(roleId)}`);
  const digit = randomBelow(MAX_OFFSET_DIGIT + 1);
  const offset = digit * ROLE_ID_LENGTH;
  const before = randomCharacters(offset);
  const after = randomCharacters(INVITE_CODE_LENGTH - 1 - offset - ROLE_ID_LENGTH);
  return `${before}${roleId}${after}${digit}`;
}

/** The role id an invite code points at, or null when the code cannot be one of ours. */
export function decodeInviteCode(code: string): string | null {
  if (code.length !== INVITE_CODE_LENGTH || !CODE_PATTERN.test(code)) return null;
  const offset = Number(code[INVITE_CODE_LENGTH - 1]) * ROLE_ID_LENGTH;
  if (offset >= INVITE_CODE_LENGTH - 1) return null;
  const roleId = code.slice(offset, offset + ROLE_ID_LENGTH);
  return isRoleId(roleId) ? roleId : null;
}
