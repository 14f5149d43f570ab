import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeInviteCode, encodeInviteCode } from './invite-codec';

const roleIdArbitrary = fc.stringMatching(/^[a-z0-9]{3}$/);
const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Builds a code by hand: role id at offset 3·digit, filler elsewhere, the digit last. */
function handMadeCode(roleId: string, digit: number, filler = 'Q'): string {
  const body = filler.repeat(21).split('');
  body.splice(digit * 3, 3, ...roleId.split(''));
  return `${body.join('')}${digit}`;
}

describe('invite codec', () => {
  it('round-trips every role id through encode and decode', () => {
    fc.assert(
      fc.property(roleIdArbitrary, (roleId) => {
        const code = encodeInviteCode(roleId);
        expect(code).toHaveLength(22);
        expect(code).toMatch(/^[A-Za-z0-9]{21}[0-6]$/);
        expect(decodeInviteCode(code)).toBe(roleId);
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes the role id at offset 3·d for every digit 0 to 6', () => {
    fc.assert(
      fc.property(roleIdArbitrary, fc.integer({ min: 0, max: 6 }), (roleId, digit) => {
        expect(decodeInviteCode(handMadeCode(roleId, digit))).toBe(roleId);
      }),
    );
  });

  it('uses every offset digit and never repeats a code', () => {
    const codes = Array.from({ length: 3000 }, () => encodeInviteCode('abc'));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.map((code) => code.at(-1)))).toEqual(
      new Set(['0', '1', '2', '3', '4', '5', '6']),
    );
  });

  it('gives nothing when the offset reaches 21 or more (d of 7, 8 or 9)', () => {
    for (const digit of [7, 8, 9]) {
      expect(decodeInviteCode(`${'abc'.repeat(7)}${digit}`)).toBeNull();
    }
  });

  it('gives nothing for any length other than 22', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: fc.constantFrom(...alphanumeric), maxLength: 40 })
          .filter((text) => text.length !== 22),
        (text) => {
          expect(decodeInviteCode(text)).toBeNull();
        },
      ),
    );
    expect(decodeInviteCode(handMadeCode('abc', 0).slice(1))).toBeNull();
    expect(decodeInviteCode(`${handMadeCode('abc', 0)}0`)).toBeNull();
  });

  it('gives nothing when the last character is not a digit', () => {
    const code = handMadeCode('abc', 2);
    for (const last of ['a', 'Z', '-', '_', ' ']) {
      expect(decodeInviteCode(`${code.slice(0, 21)}${last}`)).toBeNull();
    }
  });

  it('gives nothing when the role slot does not hold a lower-case role id', () => {
    expect(decodeInviteCode(handMadeCode('ABC', 1))).toBeNull();
    expect(decodeInviteCode(handMadeCode('aB1', 4))).toBeNull();
  });

  it('gives nothing for characters outside letters and digits anywhere in the code', () => {
    for (const bad of ['/', '.', '%', '-', '?', '#', ' ']) {
      const code = handMadeCode('abc', 0).split('');
      code[10] = bad;
      expect(decodeInviteCode(code.join(''))).toBeNull();
    }
  });

  it('refuses to encode something that is not a role id', () => {
    for (const bad of ['', 'ab', 'abcd', 'AB1', 'a-b']) {
      expect(() => encodeInviteCode(bad)).toThrow(/Not a role id/);
    }
  });
});

describe('invite codec: the random characters are uniform', () => {
  // 62 characters do not divide the 256 values of a byte: without rejection sampling the first
  // 8 (A to H) come 5 times in 256 instead of 4 (+25 %), and accepting one value too many makes
  // A +25 %. 10,000 codes give about 2,900 of each character; ±12.5 % is over 6.5 standard
  // deviations for each of the 62 (a fair source fails about once in 10^9 runs), and either skew
  // lies as far beyond it.
  it('draws every letter and digit equally often, within 12.5 %', () => {
    const counts = new Map<string, number>();
    let drawn = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const code = encodeInviteCode('r2d');
      const offset = Number(code.at(-1)) * 3;
      const random = code.slice(0, offset) + code.slice(offset + 3, -1);
      for (const character of random) counts.set(character, (counts.get(character) ?? 0) + 1);
      drawn += random.length;
    }
    const expected = drawn / alphanumeric.length;
    const outside = [...alphanumeric].filter(
      (character) => Math.abs((counts.get(character) ?? 0) - expected) > expected * 0.125,
    );
    expect(outside).toEqual([]);
    // Generous: mutation testing runs it on instrumented code, on a shared machine.
  }, 60_000);
});
