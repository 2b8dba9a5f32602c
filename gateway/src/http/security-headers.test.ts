// The CSP widens only for what is configured (third-party scripts, the contact map), and copies of
// the store outside production keep out of search engines (storefront §9).
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

const BASE: SecurityHeaderOptions = {
  frameAncestors: [],
  punchOutSystems: [],
  hsts: false,
  trustProxy: false,
  thirdPartyScripts: [],
  contactMapUrl: undefined,
  publicUrl: undefined,
  storeEnvironment: undefined,
};

const headersOf = (options: Partial<SecurityHeaderOptions>, host = 'localhost:4000') => {
  const request = new IncomingMessage(new Socket());
  request.headers.host = host;
  const response = new ServerResponse(request);
  securityHeaders({ ...BASE, ...options })(request, response, '/contact-us');
  return { csp: String(response.getHeader('content-security-policy')), robots: response.getHeader('x-robots-tag') };
};

describe('the content security policy', () => {
  it("allows the store's own scripts and frames only, unless configured", () => {
    const { csp } = headersOf({});
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('frame-src');
  });

  it("adds the configured scripts' origins, and the map's origin as the only framed one", () => {
    const { csp } = headersOf({
      thirdPartyScripts: [
        { kind: 'analytics', src: 'https://analytics.example/a.js' },
        { kind: 'tag-manager', src: 'https://analytics.example/tags.js' },
        { kind: 'chat', src: 'https://chat.example/widget.js' },
      ],
      contactMapUrl: 'https://maps.example/embed?q=Houston',
    });
    expect(csp).toContain("script-src 'self' https://analytics.example https://chat.example;");
    expect(csp).toContain("connect-src 'self' https://analytics.example https://chat.example;");
    expect(csp).toContain("frame-src 'self' https://maps.example;");
  });
});

describe('search engines', () => {
  it('are asked not to index staging, develop, devbox and local hosts', () => {
    const publicUrl = 'https://www.vallen.example,https://staging.vallen.example,https://devbox-1.vallen.example';
    expect(headersOf({ publicUrl }, 'staging.vallen.example').robots).toBe('noindex, nofollow');
    expect(headersOf({ publicUrl }, 'devbox-1.vallen.example').robots).toBe('noindex, nofollow');
    expect(headersOf({}, 'localhost:4000').robots).toBe('noindex, nofollow');
    expect(headersOf({ publicUrl }, 'www.vallen.example').robots).toBeUndefined();
    expect(headersOf({ storeEnvironment: 'production' }, 'localhost:4000').robots).toBeUndefined();
  });
});
