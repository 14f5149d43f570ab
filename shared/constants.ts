/** Product constants (docs/product.md#limits-at-a-glance), shared by server and browser. */
export const INVITE_CODE_LENGTH = 22;
export const ROLE_ID_LENGTH = 3;
export const IDENTIFY_CODE_MAX_LENGTH = 10;
export const INVITE_VALIDITY_DAYS = 7;
export const INVITE_VALIDITY_MS = INVITE_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_HOURS = 168;
export const TEST_DURATION_MINUTES = 20;
export const DEFAULT_QUESTION_COUNT = 3;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_FALLBACK_AUTO_CLOSE_MS = 5000;
export const COPIED_LABEL_MS = 2000;
export const RECORDING_CHUNK_INTERVAL_MS = 1000;

/** The sign-up form's choices; here, not in the schema, so the form loads no zod. */
export const EXPERIENCE_OPTIONS = ['0-1', '2-3', '4-5', '6-10', '10+'] as const;
export const GENDER_OPTIONS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;

/** Role ids and identify codes: lower-case letters and digits. */
export const ROLE_ID_PATTERN = /^[a-z0-9]{3}$/;

/** Link schemes the answer editor allows; the server's sanitiser allows the same. */
export const LINK_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
];
export const EDITOR_MIN_HEIGHT_PX = 200;

/** The product's name: written as it is in every language (`translate="no"` where it is shown). */
export const PRODUCT_NAME = 'Prescreen';
