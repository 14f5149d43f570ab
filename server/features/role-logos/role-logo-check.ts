import sanitizeHtml from 'sanitize-html';
import { ROLE_LIMITS, type RoleLogoType } from '../../../shared/roles.schema';
import { AppError } from '../../plugins/errors';
import { SVG_ALLOWED_ATTRIBUTES, SVG_ALLOWED_TAGS } from './svg-allow-list';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * What an SVG logo may not hold: anything that runs (scripts, event handlers, `javascript:`),
 * embeds HTML, or fetches from elsewhere (which would tell another site who looked at the page).
 * The sanitiser removes these too; refusing says so to the team instead of a logo that silently
 * changed.
 */
const SVG_REFUSALS: { pattern: RegExp; reason: string }[] = [
  { pattern: /<!DOCTYPE|<!ENTITY/i, reason: 'a DOCTYPE or ENTITY declaration' },
  { pattern: /<script[\s>/]/i, reason: 'a script' },
  { pattern: /<[^>]*\son[a-z]+\s*=/i, reason: 'an event handler (an on… attribute)' },
  { pattern: /javascript\s*:/i, reason: 'a javascript: link' },
  { pattern: /<foreignObject[\s>/]/i, reason: 'a foreignObject' },
  {
    // `href` and `xlink:href` alike: only a fragment of this SVG or an embedded image.
    pattern: /[\s:]href\s*=\s*(?:["'](?!#|data:image\/)|(?!["'\s]))/i,
    reason: 'a link to another address',
  },
  { pattern: /url\(\s*["']?\s*(?![\s"'#]|data:image\/)/i, reason: 'a link to another address' },
  { pattern: /@import/i, reason: 'a link to another address' },
];

const SVG_SANITIZER: sanitizeHtml.IOptions = {
  allowedTags: SVG_ALLOWED_TAGS,
  allowedAttributes: { '*': SVG_ALLOWED_ATTRIBUTES },
  allowedSchemes: ['data'],
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
  allowProtocolRelative: false,
  // Removed with everything inside, not unwrapped: their text is not part of the picture.
  nonTextTags: ['script', 'foreignObject', 'title', 'desc', 'metadata'],
  disallowedTagsMode: 'discard',
  // `style` is allowed: design tools write a logo's colours in it. In XML mode its content is
  // parsed as markup (and sanitised) like any other, and the served logo's CSP forbids fetching.
  allowVulnerableTags: true,
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
};

export interface CheckedLogo {
  mimeType: RoleLogoType;
  bytes: Buffer;
}

/**
 * A logo as it will be stored and served: a PNG or JPEG whose bytes are one (not only its
 * header says so), or an SVG with nothing active, sanitised. Anything else is a 400 (413 over
 * the size limit) that says why.
 */
export function checkLogo(mimeType: RoleLogoType, bytes: Buffer): CheckedLogo {
  if (bytes.length > ROLE_LIMITS.logoBytes) throw new AppError('logo-too-large');
  if (bytes.length === 0) throw new AppError('logo-empty');
  if (mimeType === 'image/png') {
    if (!startsWith(bytes, PNG_SIGNATURE)) throw new AppError('logo-not-png');
    return { mimeType, bytes };
  }
  if (mimeType === 'image/jpeg') {
    if (!startsWith(bytes, JPEG_SIGNATURE)) throw new AppError('logo-not-jpeg');
    return { mimeType, bytes };
  }
  return { mimeType, bytes: Buffer.from(sanitisedSvg(bytes), 'utf8') };
}

function startsWith(bytes: Buffer, signature: Buffer): boolean {
  return bytes.subarray(0, signature.length).equals(signature);
}

function sanitisedSvg(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('logo-not-svg');
  }
  if (!/<svg[\s>]/.test(text)) throw new AppError('logo-not-svg');
  const refused = SVG_REFUSALS.find(({ pattern }) => pattern.test(text));
  if (refused) throw new AppError('logo-svg-refused', refused.reason);
  const clean = sanitizeHtml(text, SVG_SANITIZER).trim();
  if (!clean.startsWith('<svg')) throw new AppError('logo-not-svg');
  return clean;
}
