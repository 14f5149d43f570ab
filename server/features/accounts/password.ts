import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters: N (CPU/memory cost), r (block size), p (parallelism). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet parameters: N = 2^17, r = 8, p = 1, so 128 MiB and about a
 * third of a second per hash. The app hashes with these unless told otherwise, and only the
 * tests tell it otherwise (`AppOptions.passwordCost`; docs/testing.md).
 */
const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
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

/**
 * Passwords are kept as scrypt hashes with a 16-byte random salt and a 32-byte key, stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so hashes made with other parameters still verify.
 */
export class PasswordHasher {
  /** A hash of nothing anyone knows: an unknown email is checked against it, so it costs the same. */
  private decoy: Promise<string> | null = null;

  constructor(private readonly cost: ScryptCost = OWASP_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const { N, r, p } = this.cost;
    const key = await derive(password, salt, { N, r, p, maxmem: maxmemFor(this.cost) }, KEY_LENGTH);
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /**
   * Whether the password matches the stored hash. With no hash (an unknown email, a member without
   * a password) it still derives a key, so the answer takes as long as for a wrong password.
   */
  async verify(password: string, stored: string | null): Promise<boolean> {
    this.decoy ??= this.hash(randomBytes(32).toString('base64url'));
    const [scheme, n, r, p, salt, hash] = (stored ?? (await this.decoy)).split('$');
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
}
