import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { AppError } from '../../plugins/errors';

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

/**
 * scrypt runs on libuv's thread pool, 4 threads unless UV_THREADPOOL_SIZE says otherwise, which
 * also reads and writes every file (a candidate's upload chunks, the health check's look at the
 * recordings folder) and resolves host names. Two hashes at a time leave the other two threads to
 * them, so a flood of sign-ins never queues a candidate's upload behind it (docs/team.md).
 */
const HASHES_IN_FLIGHT = 2;
/** Hashes that may wait for a turn: about a second at OWASP's cost. More are refused at once. */
const HASHES_WAITING = 8;
/** What a refused one is told to wait (`Retry-After`), about as long as the queue takes. */
const BUSY_RETRY_AFTER_S = 2;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Passwords are kept as scrypt hashes with a 16-byte random salt and a 32-byte key, stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so hashes made with other parameters still verify.
 * At most `HASHES_IN_FLIGHT` derive at once and `HASHES_WAITING` wait; past that a hash or a check
 * is refused with 503 `passwords-busy` before any work.
 */
export class PasswordHasher {
  private readonly turns = pLimit(HASHES_IN_FLIGHT);
  /**
   * A stored hash of nothing: an unknown email is checked against it, so it costs a derivation
   * at this cost, as a wrong password does. Its key is random bytes no password derives.
   */
  private readonly decoy: string;

  constructor(private readonly cost: ScryptCost = OWASP_SCRYPT_COST) {
    const { N, r, p } = cost;
    const [salt, key] = [randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH)];
    this.decoy = ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const { N, r, p } = this.cost;
    const key = await this.derive(password, salt, { N, r, p }, KEY_LENGTH);
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /**
   * Whether the password matches the stored hash. With no hash (an unknown email, a member without
   * a password) it still derives a key, so the answer takes as long as for a wrong password.
   */
  async verify(password: string, stored: string | null): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = (stored ?? this.decoy).split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const options = { N: Number(n), r: Number(r), p: Number(p) };
    const key = await this.derive(
      password,
      Buffer.from(salt, 'base64url'),
      options,
      expected.length,
    );
    return stored !== null && timingSafeEqual(key, expected);
  }

  /**
   * Throws the 503 a hash would get now, so that a route refuses before the work leading to one
   * (a sign-in's database lookup): a flood refused at once must not keep the database busy.
   */
  refuseWhenBusy(): void {
    const queued = this.turns.activeCount + this.turns.pendingCount;
    if (queued < HASHES_IN_FLIGHT + HASHES_WAITING) return;
    const busy = new AppError('passwords-busy');
    busy.retryAfterSeconds = BUSY_RETRY_AFTER_S;
    throw busy;
  }

  /** One derivation when its turn comes, or a refusal at once when too many wait already. */
  private async derive(password: string, salt: Buffer, cost: ScryptCost, keyLength: number) {
    this.refuseWhenBusy();
    const options = { ...cost, maxmem: maxmemFor(cost) };
    return this.turns(() => deriveKey(password, salt, options, keyLength));
  }
}
