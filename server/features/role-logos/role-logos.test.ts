import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RoleLogoResponseSchema } from '../../../shared/roles.schema';
import type { ApiFailure } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { createRoleThroughApi, PNG, roleInput, roleTablesDigest } from '../../test/test-roles-api';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const SVG = (inner: string, attributes = '') =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`,
  );

describe.each(testDatabaseKinds())('company logos on %s', (kind) => {
  const t = useTestApp(kind);

  const upload = (type: string, body: Buffer, headers: Record<string, string> = t.admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/role-logos',
      headers: { ...headers, 'content-type': type },
      payload: body,
    });

  it('stores a PNG under the SHA-256 of its bytes and serves it from our origin', async () => {
    const response = await upload('image/png', PNG);
    expect(response.statusCode, response.body).toBe(201);
    const id = createHash('sha256').update(PNG).digest('hex');
    expect(RoleLogoResponseSchema.parse(response.json())).toEqual({
      result: true,
      status: 'Logo uploaded.',
      data: { id, url: `/api/role-logos/${id}` },
    });
    // The same image again: the same logo, one row.
    const again = await upload('image/png', PNG);
    expect(again.statusCode).toBe(201);
    expect(RoleLogoResponseSchema.parse(again.json()).data.id).toBe(id);

    const served = await t.app.inject({ method: 'GET', url: `/api/role-logos/${id}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
  });

  it('lets a mail client on another origin show a logo (it is a public image), and nothing else of ours', async () => {
    const { data } = RoleLogoResponseSchema.parse((await upload('image/png', PNG)).json());
    const served = await t.app.inject({ method: 'GET', url: data.url });
    // A mail opened in a webmail is another origin: `same-origin` had it refused there.
    expect(served.headers).toMatchObject({
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    });
    const missing = await t.app.inject({ method: 'GET', url: `/api/role-logos/${'0'.repeat(64)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cross-origin-resource-policy']).toBe('same-origin');
    const session = await t.app.inject({ method: 'GET', url: '/api/admin/session' });
    expect(session.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('a role with the logo shows it from our origin; a role without one its monogram', async () => {
    const { data } = RoleLogoResponseSchema.parse((await upload('image/jpeg', JPEG)).json());
    const role = await createRoleThroughApi(
      t,
      roleInput({ company: { name: 'Northwind', url: '', logoId: data.id } }),
    );
    expect(role.company.logo).toBe(data.url);
    expect(role.input.company.logoId).toBe(data.id);
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('the app lets its pages show logos from its own origin (img-src self)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self'/);
  });

  it('answers 404 in the one shape for a logo that is not stored', async () => {
    for (const id of ['0'.repeat(64), 'not-a-hash']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/role-logos/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiFailure>()).toEqual({
        result: false,
        status: 'No logo has this address.',
        code: 'logo-missing',
      });
    }
  });

  it('sanitises an SVG (what is left of it is only drawing) and stores the sanitised bytes', async () => {
    const svg = SVG(
      '<style>.a{fill:#123456}</style><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<title>Acme</title><rect class="a" width="10" height="10" fill="url(#g)" data-x="1"/><use href="#g"/><unknown>text</unknown>',
    );
    const response = await upload('image/svg+xml', svg);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = RoleLogoResponseSchema.parse(response.json());
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const stored = served.body;
    expect(data.id).toBe(createHash('sha256').update(served.rawPayload).digest('hex'));
    expect(stored).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(stored).toContain('<rect class="a" width="10" height="10" fill="url(#g)"');
    expect(stored).toContain('<use href="#g"');
    expect(stored).toContain('<style>.a{fill:#123456}</style>');
    expect(stored).toContain('linearGradient');
    expect(stored).not.toContain('data-x');
    expect(stored).not.toContain('Acme');
    expect(stored).not.toContain('unknown');
  });

  it.each([
    ['a script', SVG('<script>alert(1)</script>'), 'a script'],
    [
      'an event handler',
      SVG('<rect width="1" height="1"/>', ' onload="alert(1)"'),
      'an event handler (an on… attribute)',
    ],
    ['a javascript: link', SVG('<a href="javascript:alert(1)"><rect/></a>'), 'a javascript: link'],
    ['a foreignObject', SVG('<foreignObject><div>hi</div></foreignObject>'), 'a foreignObject'],
    [
      'an external image',
      SVG('<image href="https://tracker.example/p.png"/>'),
      'a link to another address',
    ],
    [
      'an external xlink:href',
      SVG('<use xlink:href="https://x.example/s.svg#a"/>'),
      'a link to another address',
    ],
    [
      'an external url() in style',
      SVG('<rect style="fill:url(https://x.example/a)"/>'),
      'a link to another address',
    ],
    [
      'an entity declaration',
      Buffer.from(
        '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      ),
      'a DOCTYPE or ENTITY declaration',
    ],
    [
      // Read as text `</style><svg onload…>`, which the sanitiser wrote back as it was: live.
      'markup escaped inside a style',
      SVG('<style>&lt;/style&gt;&lt;svg onload="alert(document.domain)"/&gt;&lt;style&gt;</style>'),
      'markup inside a style',
    ],
    [
      "markup in a style's CDATA section",
      SVG('<style><![CDATA[</style><svg onload="alert(1)"/>]]></style>'),
      'markup inside a style',
    ],
    [
      'an @import split by an entity',
      SVG('<style>@imp&#111;rt "https://x.example/a.css";</style>'),
      'a link to another address',
    ],
    [
      'a style sheet to fetch',
      Buffer.from(
        '<?xml-stylesheet href="https://x.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
      'a link to another address',
    ],
    [
      'a javascript: link written with entities',
      SVG('<a href="&#106;ava&#9;script:alert(1)"><rect/></a>'),
      'a javascript: link',
    ],
    [
      'elements nested deeper than any drawing',
      SVG(`${'<g>'.repeat(257)}${'</g>'.repeat(257)}`),
      'elements nested more than 256 deep',
    ],
  ])('refuses an SVG with %s (400, saying what), storing nothing', async (_name, svg, what) => {
    const before = await roleTablesDigest(t);
    const response = await upload('image/svg+xml', svg);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiFailure>()).toEqual({
      result: false,
      status: `This SVG contains ${what}, which a logo may not have. Please export it as a plain image.`,
      code: 'logo-svg-refused',
    });
    expect(await roleTablesDigest(t)).toEqual(before);
  });

  it.each([
    [
      'a PNG that is not one',
      'image/png',
      JPEG,
      400,
      'This file is not a PNG image, although it says it is.',
    ],
    [
      'a JPEG that is not one',
      'image/jpeg',
      PNG,
      400,
      'This file is not a JPEG image, although it says it is.',
    ],
    [
      'an SVG that is not one',
      'image/svg+xml',
      Buffer.from('hello'),
      400,
      'This file is not an SVG image, although it says it is.',
    ],
    ['a GIF', 'image/gif', Buffer.from('GIF89a'), 415, 'A logo must be a PNG, JPEG or SVG image.'],
    ['an empty PNG', 'image/png', Buffer.alloc(0), 400, 'The logo file is empty.'],
    [
      'a 20 MB PNG',
      'image/png',
      Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]),
      413,
      'A logo is at most 512 KB. Please choose a smaller image.',
    ],
    [
      'a PNG 1 byte over 512 KB',
      'image/png',
      Buffer.concat([PNG, Buffer.alloc(512 * 1024 + 1 - PNG.length)]),
      413,
      'A logo is at most 512 KB. Please choose a smaller image.',
    ],
  ])('refuses %s in the one shape, storing nothing', async (_name, type, body, code, status) => {
    const before = await roleTablesDigest(t);
    const response = await upload(type, body);
    expect(response.statusCode, response.body).toBe(code);
    expect(response.json<ApiFailure>()).toEqual({
      result: false,
      status,
      code: expect.any(String) as string,
    });
    expect(await roleTablesDigest(t)).toEqual(before);
  });

  it('takes a PNG of exactly 512 KB', async () => {
    const body = Buffer.concat([PNG, Buffer.alloc(512 * 1024 - PNG.length)]);
    expect((await upload('image/png', body)).statusCode).toBe(201);
  });

  it('refuses a 20 MB upload sent without a length (chunked) without reading it whole', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`http://127.0.0.1:${port}/api/admin/role-logos`, {
      method: 'POST',
      headers: { ...t.admin, 'content-type': 'image/png' },
      body,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        result: false,
        status: expect.any(String) as string,
        code: expect.any(String) as string,
      });
    }
    // Refused after the limit: the rest of the 20 MB was never read.
    expect(sent).toBeLessThan(20);
  });
});
