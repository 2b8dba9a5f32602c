// What the server writes into a page's <head> for browsers and search engines. Computed by one module
// per page type (product, listing, brand, the rest) and rendered into the web's HTML shell (shell.ts);
// server rendering of the page itself will put its markup beside the same head.
import type { StoreBrand } from '../generated/resolvers-types.ts';

/** schema.org data about the page (JSON-LD). */
export type StructuredData = { '@type': string } & Record<string, unknown>;

export type PageHead = {
  /** 404 for an unknown page, product, category or brand (the storefront shows its 404 page); 503 when its data could not be read. */
  status: 200 | 404 | 503;
  /** The page's own title; the brand's name follows it. */
  title: string;
  description: string;
  /** The page's one URL (path and normalised query); null where search engines list nothing. */
  canonical: string | null;
  /** Search engines may list the page. */
  indexed: boolean;
  /** A picture of what the page shows (a product's), as a path on the store or a URL. */
  image: string | null;
  /** The Open Graph type. */
  kind: 'website' | 'product';
  structuredData: StructuredData[];
};

const WHAT_THE_STORE_SELLS = 'industrial, safety and MRO supplies for business customers.';

/** The description of a page that has none of its own (the web build's, in the brand's name). */
export const storeDescription = (brand: StoreBrand): string => `${brand.name}: ${WHAT_THE_STORE_SELLS}`;

/** The description of a listing of `subject` (a category, a brand). */
export const listingDescription = (subject: string, brand: StoreBrand): string =>
  `${subject} at ${brand.name}: ${WHAT_THE_STORE_SELLS}`;

/** The title every page shows in the browser and in search results: its own, then the brand's name. */
export const fullTitle = (head: Pick<PageHead, 'title'>, brand: StoreBrand): string =>
  head.title ? `${head.title} | ${brand.name}` : brand.name;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => ATTRIBUTE_ESCAPES[char]!);

/**
 * JSON inside a <script> element: `<` (so no `</script>` or `<!--` ends or bends it), `>`, `&` and the
 * two line separators JavaScript once refused are written as \u escapes, which JSON reads back unchanged.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A path on the store as an absolute URL of this origin; a URL stays as it is. */
export const absoluteUrl = (origin: string, pathOrUrl: string): string => new URL(pathOrUrl, `${origin}/`).href;

/** The brand's logo, as the web build ships it (web/public). */
export const logoOf = (brand: StoreBrand): string => `/logo-${brand.key === 'RV' ? 'rv' : 'default'}.svg`;

/** The business behind every page (schema.org Organization). */
export const organizationOf = (brand: StoreBrand, origin: string): StructuredData => ({
  '@type': 'Organization',
  name: brand.name,
  url: absoluteUrl(origin, '/'),
  logo: absoluteUrl(origin, logoOf(brand)),
  email: brand.supportEmail,
  telephone: brand.supportPhone,
});

/** The <head> elements of a page: title, description, robots, canonical, Open Graph and JSON-LD. */
export const renderHead = (head: PageHead, brand: StoreBrand, origin: string): string => {
  const title = fullTitle(head, brand);
  const canonical = head.canonical === null ? null : absoluteUrl(origin, head.canonical);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexed && head.status === 200 ? [] : [meta('name', 'robots', 'noindex')]),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}" />`] : []),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.kind),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    ...(head.image ? [meta('property', 'og:image', absoluteUrl(origin, head.image))] : []),
    ...[organizationOf(brand, origin), ...head.structuredData].map(
      (data) =>
        `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`,
    ),
  ];
  return tags.join('\n    ');
};
