import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadRoleLogo } from './upload-role-logo';

const logo = () => new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });

describe("uploading a role's logo", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's words for a refused logo, and a plain sentence for a proxy's page", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { result: false, status: 'A logo is at most 512 KB.', code: 'logo-too-large' },
          { status: 413 },
        ),
      ),
    );
    await expect(uploadRoleLogo(logo())).rejects.toMatchObject({
      message: 'A logo is at most 512 KB.',
      httpStatus: 413,
    });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>504 Gateway Time-out</html>', { status: 504 })),
    );
    await expect(uploadRoleLogo(logo())).rejects.toMatchObject({
      message: 'Something went wrong on the server. Please try again.',
      httpStatus: 504,
    });
  });

  it("says a logo too large for a proxy's 413 page is too large, not to try again", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response('<html>413 Request Entity Too Large</html>', {
          status: 413,
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );
    await expect(uploadRoleLogo(logo())).rejects.toMatchObject({
      message: 'A logo is at most 512 KB. Please choose a smaller image.',
      httpStatus: 413,
    });
  });
});
