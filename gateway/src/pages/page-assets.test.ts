import { describe, expect, it } from 'vitest';
import { pageAssetLinks, type ChunkManifest } from './page-assets.ts';

// Shaped like web/dist/.vite/manifest.json: the listing's chunk imports the shell's chunks, a shared
// chunk of its own with a ui/ component's CSS, and lazily a dialog it may never open.
const manifest: ChunkManifest = {
  'index.html': {
    file: 'assets/index-HI.js',
    imports: ['_jsx-runtime-B4.js', '_Button-Ds.js'],
    css: ['assets/index-C.css'],
  },
  '_jsx-runtime-B4.js': { file: 'assets/jsx-runtime-B4.js' },
  '_Button-Ds.js': { file: 'assets/Button-Ds.js', css: ['assets/index-C.css'] },
  'src/features/catalog/SearchPage.tsx': {
    file: 'assets/SearchPage-BI.js',
    imports: ['_jsx-runtime-B4.js', 'index.html', '_ProductImage-BU.js'],
    css: ['assets/SearchPage-Dx.css'],
  },
  '_ProductImage-BU.js': {
    file: 'assets/ProductImage-BU.js',
    imports: ['_BarChart-Q.js'],
    css: ['assets/ProductImage-A.css'],
  },
  '_BarChart-Q.js': { file: 'assets/BarChart-Q.js', css: ['assets/BarChart-Z.css'] },
  'src/features/catalog/ProductPage.tsx': {
    file: 'assets/ProductPage-P.js',
    imports: ['_ProductImage-BU.js'],
    css: ['assets/ProductPage-Y.css'],
  },
};

describe("a page's asset links", () => {
  it("link the listing's CSS and code and its imports' at any depth, none the shell already links", () => {
    expect(pageAssetLinks(manifest, ['src/features/catalog/SearchPage.tsx'])).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/SearchPage-Dx.css">',
        '<link rel="stylesheet" crossorigin href="/assets/ProductImage-A.css">',
        '<link rel="stylesheet" crossorigin href="/assets/BarChart-Z.css">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/SearchPage-BI.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ProductImage-BU.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/BarChart-Q.js">',
      ].join(''),
    );
  });

  it('link each chunk once for pages that share it, and nothing for a module the build does not know', () => {
    const links = pageAssetLinks(manifest, [
      'src/features/catalog/SearchPage.tsx',
      'src/features/catalog/ProductPage.tsx',
      'src/features/nowhere/Gone.tsx',
    ]);
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/ProductPage-Y.css">');
    expect(links.match(/ProductImage-A\.css/g)).toHaveLength(1);
    expect(links).not.toContain('Gone');
    expect(pageAssetLinks(manifest, [])).toBe('');
  });
});
