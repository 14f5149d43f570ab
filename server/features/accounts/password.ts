import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes with OWASP's Password Storage Cheat Sheet parameters:
 * N = 2^17 (CPU/memory cost), r = 8 (block size), p = 1 (parallelism), so 128 MiB and about a
 * third of a second per hash; a 16-byte random salt and a 32-byte key. Stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so hashes made with other parameters still verify.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes and a little more. */
const maxmemFor = (options: { N: number; r: number }) => 256 * options.N * options.r;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { ...COST, maxmem: maxmemFor(COST) }, KEY_LENGTH);
  const { N, r, p } = COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of nothing anyone knows: an unknown email is checked against it, so it costs the same. */
let decoy: Promise<string> | null = null;

/**
 * Whether the password matches the stored hash. With no hash (an unknown email, a member without
 * a password) it still derives a key, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'));
  const [scheme, n, r, p, salt, hash] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { ...options, maxmem: maxmemFor(options) },
    expected.length,
  );
  return stored !== null && timingSafeEqual(key, expected);
}
