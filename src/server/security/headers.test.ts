import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers.ts';

async function policy(pixel: boolean): Promise<string> {
  const app = new Hono()
    .use(securityHeaders({ production: false, pixel }))
    .get('/', (c) => c.text('ok'));
  const res = await app.request('/');
  return res.headers.get('content-security-policy') ?? '';
}

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
