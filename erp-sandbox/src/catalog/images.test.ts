import { describe, expect } from 'vitest';
import { it } from '../testing.ts';
import { logoLines } from './images.ts';

describe('image host', () => {
  it('draws a brand logo and a product picture as SVG, without a token', async ({ t }) => {
    const logo = await fetch(`${t.sandbox.url}/images/brands/apex-safety.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('Apex Safety');
    const picture = await fetch(`${t.sandbox.url}/images/products/123.svg`);
    expect(await picture.text()).toContain('Item 123');
  });

  it('spells partners with their own capitals and fits every name inside the tile', async ({ t }) => {
    const logo = async (slug: string) => (await fetch(`${t.sandbox.url}/images/brands/${slug}.svg`)).text();
    expect(await logo('3m')).toContain('>3M</text>');
    expect(await logo('dewalt')).toContain('>DEWALT</text>');
    const long = await logo('kimberly-clark-professional');
    expect(long).toContain('aria-label="Kimberly-Clark Professional"');
    expect([...long.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1])).toEqual(['Kimberly-Clark', 'Professional']);
    // A long one-line name gets a smaller font instead of running past the tile.
    expect(logoLines('Simpson Strong-Tie').fontSize).toBeLessThan(28);
    expect(logoLines('Kimberly-Clark Professional').lines).toHaveLength(2);
    expect(logoLines('3M')).toEqual({ lines: ['3M'], fontSize: 28 });
  });

  it('draws a home-page banner per slide, each in its own colours', async ({ t }) => {
    const safety = await fetch(`${t.sandbox.url}/images/hero/safety-services.svg`);
    expect(safety.status).toBe(200);
    expect(safety.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await safety.text();
    expect(svg).toContain('width="1200" height="400"');
    const other = await (await fetch(`${t.sandbox.url}/images/hero/eprocurement.svg`)).text();
    expect(other).not.toEqual(svg);
  });

  it('answers 404 for anything else under /images', async ({ t }) => {
    expect((await fetch(`${t.sandbox.url}/images/brands/..%2Fsecret.svg`)).status).toBe(404);
    expect((await fetch(`${t.sandbox.url}/images/other/x.svg`)).status).toBe(404);
  });
});
