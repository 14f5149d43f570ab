import sanitizeHtml from 'sanitize-html';
import { ROLE_LIMITS, type RoleLogoType } from '../../../shared/roles.schema';
import { AppError } from '../../plugins/errors';
import { SVG_ALLOWED_ATTRIBUTES, SVG_ALLOWED_TAGS } from './svg-allow-list';
import { SVG_PARSER_OPTIONS, svgRefusal } from './svg-refusal';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

const SVG_SANITIZER: sanitizeHtml.IOptions = {
  allowedTags: SVG_ALLOWED_TAGS,
  allowedAttributes: { '*': SVG_ALLOWED_ATTRIBUTES },
  allowedSchemes: ['data'],
  allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
  allowProtocolRelative: false,
  // Removed with everything inside, not unwrapped: their text is not part of the picture.
  nonTextTags: ['script', 'foreignObject', 'title', 'desc', 'metadata'],
  disallowedTagsMode: 'discard',
  // `style` is allowed: design tools write a logo's colours in it. The sanitiser writes its text
  // as it is, so svgRefusal refuses a style holding markup, and the served logo's CSP forbids
  // fetching.
  allowVulnerableTags: true,
  parser: SVG_PARSER_OPTIONS,
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
  // Refusing says so to the team, instead of a logo the sanitiser silently changed.
  const refused = svgRefusal(text);
  if (refused) throw new AppError('logo-svg-refused', refused);
  const clean = sanitizeHtml(text, SVG_SANITIZER).trim();
  if (!clean.startsWith('<svg')) throw new AppError('logo-not-svg');
  return clean;
}
