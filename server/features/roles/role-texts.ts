import { ROLE_LIMITS } from '../../../shared/roles.schema';

const LOGO_KB = ROLE_LIMITS.logoBytes / 1024;

/** What the roles API says to the hiring team (each `status` is shown as is). */
export const ROLE_TEXTS = {
  created: 'Role created.',
  saved: 'Role saved as a new version. Invites made before keep the version they were made with.',
  unchanged: 'Nothing changed: the role stays at its version.',
  archived: 'Role archived: it takes no new invites. Invited candidates are not affected.',
  restored: 'Role restored: it takes new invites again.',
  notFound: (id: string) => `No role has the identify code "${id}".`,
  idTaken: (title: string) => `That identify code is already taken by "${title}".`,
  noFreeId: 'No free identify code was found. Please choose one yourself.',
  unknownLogo: 'This logo is not one uploaded here. Please upload it again.',
  logoStored: 'Logo uploaded.',
  logoNotFound: 'No logo has this address.',
  logoTooLarge: `A logo is at most ${LOGO_KB} KB. Please choose a smaller image.`,
  logoEmpty: 'The logo file is empty.',
  logoType: 'A logo must be a PNG, JPEG or SVG image.',
  logoNotPng: 'This file is not a PNG image, although it says it is.',
  logoNotJpeg: 'This file is not a JPEG image, although it says it is.',
  logoNotSvg: 'This file is not an SVG image, although it says it is.',
  logoSvgRefused: (what: string) =>
    `This SVG contains ${what}, which a logo may not have. Please export it as a plain image.`,
  imported: (created: number, updated: number) =>
    `Imported: ${created} ${created === 1 ? 'role' : 'roles'} added, ${updated} updated.`,
  duplicateImportId: (id: string) => `The file lists the role "${id}" twice.`,
  importProblem: (position: number, message: string) => `Role ${position} in the file: ${message}`,
} as const;
