// The in-process guest pages: fresh pages of the current build only, within their room.
import { describe, expect, it } from 'vitest';
import { BUILD_CHECK_MS, GuestPages } from './guest-pages.ts';
import { pageBytes } from './page-bytes.ts';

const page = (text: string) => pageBytes(200, `<!doctype html><title>${text}</title>`);

describe('guest pages kept in the process', () => {
  it('give a page back until it stops being fresh', () => {
    const pages = new GuestPages();
    pages.sawBuild('build-1', 0);
    pages.put('http://store/c?q=gloves', 'build-1', page('Gloves'), 500, 0);
    expect(pages.get('http://store/c?q=gloves', 499)?.identity.toString()).toContain('Gloves');
    expect(pages.get('http://store/c?q=gloves', 500)).toBeNull();
  });

  it('drop every page when the web is rebuilt, and answer nothing while the build is not looked at', () => {
    const pages = new GuestPages();
    pages.sawBuild('build-1', 0);
    pages.put('http://store/c?q=gloves', 'build-1', page('Gloves'), 60_000, 0);
    expect(pages.get('http://store/c?q=gloves', BUILD_CHECK_MS)).toBeNull();
    pages.sawBuild('build-1', BUILD_CHECK_MS);
    expect(pages.get('http://store/c?q=gloves', BUILD_CHECK_MS)).not.toBeNull();
    pages.sawBuild('build-2', BUILD_CHECK_MS);
    expect(pages.get('http://store/c?q=gloves', BUILD_CHECK_MS)).toBeNull();
  });

  it('make room by dropping the page used longest ago', () => {
    const one = page('One');
    const size = one.identity.length + one.gzip.length + one.br.length + 'a'.length;
    const pages = new GuestPages(size * 2);
    pages.sawBuild('b', 0);
    pages.put('a', 'b', one, 1_000, 0);
    pages.put('c', 'b', page('One'), 1_000, 0);
    pages.get('a', 1);
    pages.put('d', 'b', page('One'), 1_000, 0);
    expect(pages.get('a', 2)).not.toBeNull();
    expect(pages.get('c', 2)).toBeNull();
    expect(pages.get('d', 2)).not.toBeNull();
  });
});
