import { z } from 'zod';
import { LANGUAGES } from './i18n/languages';
import { YOUR_DATA_TEXTS } from './your-data-texts';

/**
 * "Your data" (docs/privacy.md): the candidate's own page, reached by a secret link from the
 * thank-you mail, on any device. The token is the candidate's id with its HMAC (75 characters).
 */
export const YOUR_DATA_TOKEN_PATTERN = /^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/;

export const YourDataTokenParamsSchema = z.object({
  token: z.string().regex(YOUR_DATA_TOKEN_PATTERN, YOUR_DATA_TEXTS.unknown),
});

const erasureFields = {
  /** When the candidate asked for their data to be erased; null: they did not. */
  erasureRequestedAt: z.iso.datetime().nullable(),
  /** When it will be carried out (the request plus the team's delay); null: not asked. */
  erasureDueAt: z.iso.datetime().nullable(),
};

/** `GET /api/your-data/:token`. */
export const YourDataResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({
    name: z.string(),
    /** The language the candidate registered in (docs/languages.md): the page draws in it. */
    language: z.enum(LANGUAGES),
    roleTitle: z.string(),
    /** The company of the candidate's role version, for the page's header (as on the other pages). */
    company: z.object({ name: z.string(), url: z.string(), logo: z.string() }),
    /** The team's privacy notice (or the default built from their settings). */
    notice: z.string(),
    /** Who is responsible for the data: the team's setting, else the team's or company's name. */
    controllerName: z.string(),
    /** Where to write about it; empty when the team gave none. */
    contactEmail: z.string(),
    /**
     * Whether this server sends mail (docs/mail.md): without it the page promises no mail when
     * the erasure is done.
     */
    mailOn: z.boolean(),
    ...erasureFields,
    /**
     * The team's delay before a request is carried out (0 to 30 days): the page's confirmation
     * says the date before the candidate asks.
     */
    erasureDelayDays: z.number().int().min(0),
    /** The team keeps the data for now (a legal hold): an erasure waits until it is lifted. */
    held: z.boolean(),
  }),
});

/** `POST /api/your-data/:token/erasure`: asked once; asking again answers the first request. */
export const ErasureRequestResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  data: z.object({
    erasureRequestedAt: z.iso.datetime(),
    erasureDueAt: z.iso.datetime(),
  }),
});

/** `GET /api/assessment/your-data-link`: the path of the candidate's "Your data" page. */
export const YourDataLinkResponseSchema = z.object({
  result: z.literal(true),
  data: z.object({ path: z.string() }),
});
