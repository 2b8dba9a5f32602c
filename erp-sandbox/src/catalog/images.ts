import type { ServerResponse } from 'node:http';

// The ERP's image host, played by the sandbox: brand logos and product pictures drawn as SVG from
// their names, so pages show real images with no files and no network.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hue = (seed: string) => [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

const brandLogo = (slug: string) => {
  const name = slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120" role="img" aria-label="${escape(name)}">
<rect width="320" height="120" rx="12" fill="hsl(${hue(slug)} 55% 35%)"/>
<text x="160" y="70" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escape(name)}</text></svg>`;
};

const productPicture = (
  id: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="Product ${escape(id)}">
<rect width="400" height="400" fill="hsl(${hue(id)} 30% 92%)"/>
<rect x="90" y="110" width="220" height="180" rx="18" fill="hsl(${hue(id)} 45% 45%)"/>
<text x="200" y="350" font-family="Arial, sans-serif" font-size="22" fill="#333" text-anchor="middle">Item ${escape(id)}</text></svg>`;

const IMAGE = /^\/images\/(brands|products)\/([a-z0-9-]{1,120})\.svg$/;

/** Answers GET /images/brands/{slug}.svg and /images/products/{id}.svg; false for any other path. */
export const serveImage = (path: string, res: ServerResponse): boolean => {
  const match = IMAGE.exec(path);
  if (!match) return false;
  const [, kind, name = ''] = match;
  const svg = kind === 'brands' ? brandLogo(name) : productPicture(name);
  res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }).end(svg);
  return true;
};
