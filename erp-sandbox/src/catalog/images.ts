import type { ServerResponse } from 'node:http';

// The ERP's image host, played by the sandbox: brand logos, product pictures and home-page banners drawn as SVG from
// their names, so pages show real images with no files and no network.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hue = (seed: string) => [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

/**
 * Partners whose names a slug cannot spell: they write them with their own capitals and hyphens
 * (the home page's partner logos, web/src/features/home/brandContent.ts). Other slugs read title-cased.
 */
const OWN_SPELLINGS: Record<string, string> = {
  '3m': '3M',
  dewalt: 'DEWALT',
  'msa-safety': 'MSA Safety',
  'kimberly-clark-professional': 'Kimberly-Clark Professional',
  'simpson-strong-tie': 'Simpson Strong-Tie',
};

const nameOf = (slug: string) =>
  OWN_SPELLINGS[slug] ??
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The logo's text area (the tile is 320 wide). */
const TEXT_WIDTH = 288;
/** A bold Arial letter's width per unit of font size, a little generous: capitals and digits are wider. */
const widthOf = (text: string, size: number) =>
  [...text].reduce((w, c) => w + (/[A-Z0-9]/.test(c) ? 0.74 : c === ' ' ? 0.3 : 0.6), 0) * size;

/** One line, or two balanced at a space when one would not fit at 22px; never wider than the text area. */
export const logoLines = (name: string): { lines: string[]; fontSize: number } => {
  let lines = [name];
  if (widthOf(name, 22) > TEXT_WIDTH) {
    const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
    const split = spaces.sort((a, b) => Math.abs(name.length / 2 - a) - Math.abs(name.length / 2 - b))[0];
    if (split !== undefined) lines = [name.slice(0, split), name.slice(split + 1)];
  }
  const widest = Math.max(...lines.map((line) => widthOf(line, 1)));
  return { lines, fontSize: Math.min(28, Math.floor(TEXT_WIDTH / widest)) };
};

const brandLogo = (slug: string) => {
  const name = nameOf(slug);
  const { lines, fontSize } = logoLines(name);
  const gap = fontSize * 1.15;
  const firstY = 60 + fontSize * 0.35 - ((lines.length - 1) * gap) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="160" y="${(firstY + i * gap).toFixed(1)}" font-family="Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${escape(line)}</text>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120" role="img" aria-label="${escape(name)}">
<rect width="320" height="120" rx="12" fill="hsl(${hue(slug)} 55% 35%)"/>
${text}</svg>`;
};

const productPicture = (
  id: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Product ${escape(id)}">
<rect width="400" height="400" fill="hsl(${hue(id)} 30% 92%)"/>
<rect x="90" y="110" width="220" height="180" rx="18" fill="hsl(${hue(id)} 45% 45%)"/>
<text x="200" y="350" font-family="Arial, sans-serif" font-size="22" fill="#333" text-anchor="middle">Item ${escape(id)}</text></svg>`;

// A home-page banner: a wide photo-like scene (a shelf of stock under warehouse lights), coloured per
// slide; the slide's words are the page's own text, so the picture carries none.
const heroBanner = (slug: string) => {
  const h = hue(slug);
  const bins = Array.from({ length: 8 }, (_, i) => {
    const x = 80 + i * 135;
    const tint = (h + i * 23) % 360;
    return `<rect x="${x}" y="250" width="110" height="90" rx="6" fill="hsl(${tint} 50% 45%)"/>
<rect x="${x}" y="130" width="110" height="90" rx="6" fill="hsl(${tint} 45% 55%)"/>`;
  }).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escape(slug)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 60% 22%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 55% 38%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#sky)"/>
<circle cx="300" cy="0" r="120" fill="#fff" fill-opacity="0.12"/><circle cx="900" cy="0" r="120" fill="#fff" fill-opacity="0.12"/>
<rect x="60" y="225" width="1090" height="12" fill="#1d1d1d" fill-opacity="0.55"/><rect x="60" y="345" width="1090" height="12" fill="#1d1d1d" fill-opacity="0.55"/>
${bins}</svg>`;
};

const IMAGE = /^\/images\/(brands|products|hero)\/([a-z0-9-]{1,120})\.svg$/;

/** Answers GET /images/brands/{slug}.svg, /images/products/{id}.svg and /images/hero/{slug}.svg; false for any other path. */
export const serveImage = (path: string, res: ServerResponse): boolean => {
  const match = IMAGE.exec(path);
  if (!match) return false;
  const [, kind, name = ''] = match;
  const svg = kind === 'brands' ? brandLogo(name) : kind === 'hero' ? heroBanner(name) : productPicture(name);
  res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }).end(svg);
  return true;
};
