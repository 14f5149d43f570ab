import { randomInt } from 'node:crypto';
import { ROLE_ID_LENGTH } from '../../../shared/constants';

const ID_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new role's identify code: 3 lower-case letters or digits from a crypto source, so nobody can
 * guess the next role's code from the last one. The caller retries on a clash.
 */
export function randomRoleId(): string {
  let id = '';
  for (let index = 0; index < ROLE_ID_LENGTH; index += 1) {
    id += ID_CHARACTERS[randomInt(ID_CHARACTERS.length)];
  }
  return id;
}
