import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_FAILURES, ApiFailureSchema } from '../../../shared/api.schema';
import {
  ROLE_LIMITS,
  ROLE_LOGO_TYPES,
  RoleLogoResponseSchema,
  type RoleLogoType,
} from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { StoredLogo } from './role-logos.repository';
import { readLogo, storeLogo } from './role-logos.service';
import { LOGO_TEXTS } from '../../../shared/role-logo-texts';

/**
 * Fastify's own limit, a little above ours: a body between the two is read and answered with
 * our message; a body far over it (a 20 MB file sent without a length) is cut off by Fastify.
 */
const LOGO_BODY_LIMIT = ROLE_LIMITS.logoBytes + 64 * 1024;

/** A served logo may draw itself and nothing more, even when opened on its own. */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Refuses another content type with the logo's own message (the admin check leaves a route that
 * takes raw bodies to refuse other types itself).
 */
function refuseOtherTypes(request: FastifyRequest) {
  if (!(ROLE_LOGO_TYPES as readonly string[]).includes(mediaType(request))) {
    throw new AppError('logo-wrong-type');
  }
}

/** Refuses a logo over the limit by its declared length, before a byte of it is read. */
function refuseLargeLogo(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > ROLE_LIMITS.logoBytes) throw new AppError('logo-too-large');
}

/** `POST /api/admin/role-logos`: the raw image, in the hiring team's scope. */
export async function roleLogoUploadRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // In this plugin only: elsewhere an image body stays an unaccepted content type.
  app.addContentTypeParser(
    [...ROLE_LOGO_TYPES],
    { parseAs: 'buffer', bodyLimit: LOGO_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/admin/role-logos',
    {
      // After the admin check (`onRequest`), before a byte of the body is read.
      preParsing: async (request, _reply, payload) => {
        refuseOtherTypes(request);
        refuseLargeLogo(request);
        return payload;
      },
      bodyLimit: LOGO_BODY_LIMIT,
      config: { rawBodyTypes: ROLE_LOGO_TYPES },
      schema: {
        description: `The logo's bytes as the body, with its Content-Type (${ROLE_LOGO_TYPES.join(', ')}); at most 512 KB.`,
        response: {
          201: RoleLogoResponseSchema,
          ...API_FAILURES,
          413: ApiFailureSchema,
          415: ApiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const mimeType = mediaType(request) as RoleLogoType;
      if (!Buffer.isBuffer(request.body)) throw new AppError('logo-wrong-type');
      const logo = await storeLogo(db, mimeType, request.body);
      return reply.code(201).send({ result: true as const, status: LOGO_TEXTS.stored, data: logo });
    },
  );
}

/** `GET /api/role-logos/:id`: public, as candidates' pages show the logo. */
export async function roleLogoRoutes(parent: FastifyInstance, options: { db: Database }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  app.get(
    '/api/role-logos/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 400: ApiFailureSchema, 404: ApiFailureSchema },
      },
    },
    async (request, reply) => {
      const logo = /^[0-9a-f]{64}$/.test(request.params.id)
        ? await readLogo(db, request.params.id)
        : null;
      if (!logo) throw new AppError('logo-missing');
      return sendLogo(reply, logo);
    },
  );
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * A logo's bytes, cached for good (its address is its content's hash), drawing nothing else. A
 * public image, so other origins may show it: the mails' logos load from a webmail's origin,
 * which the `same-origin` resource policy of every other answer would refuse.
 */
function sendLogo(reply: FastifyReply, logo: StoredLogo) {
  return reply
    .code(200)
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('Content-Type', logo.mimeType)
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Security-Policy', LOGO_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .send(logo.bytes);
}
