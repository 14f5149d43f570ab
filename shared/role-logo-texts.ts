import { ROLE_LIMITS } from './roles.schema';

const LOGO_KB = ROLE_LIMITS.logoBytes / 1024;

/** What the logos API (and an import's logo check) says to the hiring team, shown as is. */
export const LOGO_TEXTS = {
  stored: 'Logo uploaded.',
  notFound: 'No logo has this address.',
  tooLarge: `A logo is at most ${LOGO_KB} KB. Please choose a smaller image.`,
  empty: 'The logo file is empty.',
  wrongType: 'A logo must be a PNG, JPEG or SVG image.',
  notPng: 'This file is not a PNG image, although it says it is.',
  notJpeg: 'This file is not a JPEG image, although it says it is.',
  notSvg: 'This file is not an SVG image, although it says it is.',
  svgRefused: (what: string) =>
    `This SVG contains ${what}, which a logo may not have. Please export it as a plain image.`,
} as const;
