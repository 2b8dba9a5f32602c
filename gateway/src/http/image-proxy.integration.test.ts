import { describe, expect } from 'vitest';
import { test } from '../testing/fixtures.ts';

const it = test.extend(
  'get',
  ({ stack }) =>
    (path: string) =>
      fetch(`${stack.gateway.url}${path}`),
);

describe('images under the store origin', () => {
  it("serves the image host's brand logos and product pictures, cacheable", async ({ get }) => {
    const logo = await get('/images/brands/apex-safety.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await logo.text()).toContain('<svg');
  });

  it('passes only image paths, and only images back', async ({ get }) => {
    expect((await get('/images/brands/..%2F..%2Fgraphql.svg')).status).toBe(404);
    expect((await get('/images/brands/x.json')).status).toBe(404);
    // The ERP answers JSON (its 404) here: not an image, so not passed on.
    expect((await get('/images/other/x.svg')).status).toBe(404);
  });
});
