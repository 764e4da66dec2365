import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from './headers.ts';

async function headers(options: { https: boolean; pixel: boolean }): Promise<Headers> {
  const app = new Hono().use(securityHeaders(options)).get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers;
}

const policy = async (pixel: boolean) =>
  (await headers({ https: false, pixel })).get('content-security-policy') ?? '';

describe('content security policy', () => {
  it('allows no third-party script when no pixel is configured', async () => {
    const csp = await policy(false);
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toContain('facebook');
  });

  it("lets only the pixel's script and reports in when a pixel id is configured", async () => {
    const csp = await policy(true);
    expect(csp).toMatch(/script-src 'self' https:\/\/connect\.facebook\.net;/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('strict transport security', () => {
  it('tells browsers to come back only over HTTPS when the site is served over HTTPS', async () => {
    const https = await headers({ https: true, pixel: false });
    expect(https.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP, where browsers would ignore it', async () => {
    const http = await headers({ https: false, pixel: false });
    expect(http.has('strict-transport-security')).toBe(false);
  });
});

describe('the page template’s own inline script', () => {
  const template =
    '<head><script>window.early=1</script><script type="module" src="/a.js"></script>';

  it('is allowed by its hash alone, never by allowing inline scripts', async () => {
    const hashes = inlineScriptHashes(template);
    // sha256 of "window.early=1", base64.
    expect(hashes).toEqual(["'sha256-iFJnLwvSkMEnNeakJdliyh2D/DBRoRkBdV8/yeYAoaw='"]);
    const app = new Hono()
      .use(securityHeaders({ https: false, pixel: false, scriptHashes: hashes }))
      .get('/', (c) => c.text('ok'));
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${hashes[0]};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
