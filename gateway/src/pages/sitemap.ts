// `/sitemap.xml` of a brand's host: a sitemap index over files of product, category and brand URLs
// (sitemaps.org: at most 50,000 URLs a file), each file written as its ERP pages arrive.
import type { GatewayContext } from '../context.ts';
import { absoluteUrl } from './head.ts';
import { listingPath } from './listing-head.ts';

export type SitemapLimits = {
  /** URLs in one sitemap file. */
  urlsPerFile: number;
  /** Products asked of the ERP in one call (its search answers at most 1,000 hits a page). */
  productsPerCall: number;
};

export const SITEMAP_LIMITS: SitemapLimits = { urlsPerFile: 50_000, productsPerCall: 1_000 };

export const SITEMAP_KINDS = ['products', 'categories', 'brands'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The path of one sitemap file, numbered from 1. */
export const sitemapFilePath = (kind: SitemapKind, number: number): string => `/sitemaps/${kind}-${number}.xml`;
export const SITEMAP_FILE = /^\/sitemaps\/(products|categories|brands)-([1-9]\d{0,5})\.xml$/;

/** The paths of one kind: how many, and those from `start` to before `end`, in batches as they are read. */
type PathSource = { count(): Promise<number>; paths(start: number, end: number): AsyncIterable<string[]> };

const listed = (read: () => Promise<string[]>): PathSource => ({
  count: async () => (await read()).length,
  async *paths(start, end) {
    yield (await read()).slice(start, end);
  },
});

const sourceOf = (context: GatewayContext, kind: SitemapKind, limits: SitemapLimits): PathSource => {
  const catalog = context.providers.catalog;
  switch (kind) {
    case 'products':
      return {
        count: async () => (await catalog.catalogueProductPage(0, 1)).totalCount,
        async *paths(start, end) {
          const size = limits.productsPerCall;
          for (let page = Math.floor(start / size); page * size < end; page += 1) {
            const { slugs } = await catalog.catalogueProductPage(page, size);
            const from = Math.max(start - page * size, 0);
            yield slugs.slice(from, end - page * size).map((slug) => `/p/${encodeURIComponent(slug)}`);
          }
        },
      };
    case 'categories':
      return listed(async () =>
        (await catalog.categoryTree()).departments.flatMap((department) => [
          listingPath(department.name),
          ...department.categories.map((category) => listingPath(department.name, category.name)),
        ]),
      );
    case 'brands':
      return listed(async () => (await catalog.brandList()).map((brand) => `/brand/${encodeURIComponent(brand.slug)}`));
  }
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlText = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The sitemap index: every file of every kind, as many as its URLs need. */
export const sitemapIndex = async (
  context: GatewayContext,
  origin: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<string> => {
  const counts = await Promise.all(SITEMAP_KINDS.map((kind) => sourceOf(context, kind, limits).count()));
  const files = SITEMAP_KINDS.flatMap((kind, index) =>
    Array.from({ length: Math.ceil(counts[index]! / limits.urlsPerFile) }, (_, file) =>
      absoluteUrl(origin, sitemapFilePath(kind, file + 1)),
    ),
  );
  const entries = files.map((url) => `  <sitemap><loc>${xmlText(url)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex ${NAMESPACE}>\n${entries}</sitemapindex>\n`;
};

/** One sitemap file, in chunks as its URLs are read; null when the index has no such file. */
export const sitemapFile = async (
  context: GatewayContext,
  origin: string,
  kind: SitemapKind,
  number: number,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<AsyncIterable<string> | null> => {
  const source = sourceOf(context, kind, limits);
  const start = (number - 1) * limits.urlsPerFile;
  const total = await source.count();
  if (start >= total) return null;
  const end = Math.min(start + limits.urlsPerFile, total);
  return (async function* () {
    yield `${XML_DECLARATION}<urlset ${NAMESPACE}>\n`;
    for await (const paths of source.paths(start, end))
      yield paths.map((path) => `  <url><loc>${xmlText(absoluteUrl(origin, path))}</loc></url>\n`).join('');
    yield '</urlset>\n';
  })();
};
