import { describe, expect, it } from 'vitest';
import * as lazyPages from './lazyPages';
import type { Preloadable } from './preloadPages';

// The server links a page's CSS and code by its `module` (the key of Vite's chunk manifest): a page
// whose module named another file, or none, would be painted without its styles (issue 28).
const isPage = (value: unknown): value is Preloadable =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Preloadable>).module === 'string';
const pages = Object.entries(lazyPages).flatMap(([name, value]): [string, Preloadable][] =>
  isPage(value) ? [[name, value]] : [],
);

describe('the lazy pages', () => {
  it('are all named with their source module', () => {
    expect(pages.length).toBe(Object.keys(lazyPages).length - 1); // prefetchCatalog is no page
  });

  it.each(pages)('%s loads the very module it names', async (_name, page) => {
    expect(page.module).toMatch(/^src\/features\/[a-z]+\/[A-Za-z]+\.tsx$/);
    expect(await page.preload()).toBe(await import(/* @vite-ignore */ `../../${page.module}`));
  });
});
