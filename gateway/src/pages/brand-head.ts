// A brand's page `/brand/{slug}` (storefront §2.1): the catalogue filtered by the brand, else 404.
import { pageParam } from '@mro/rules/pages';
import { listingDescription } from './head.ts';
import { notFoundHead, type HeadOf } from './page-request.ts';

export const brandHead: HeadOf = async ({ context, page, path, brand }) => {
  const slug = pageParam(page.path, path, 'slug') ?? '';
  const found = await context.providers.catalog.brandBySlug(slug);
  if (!found) return notFoundHead();
  return {
    status: 200,
    title: found.name,
    description: listingDescription(found.name, brand),
    canonical: `/brand/${encodeURIComponent(found.slug)}`,
    indexed: true,
    image: found.imageUrl,
    kind: 'website',
    structuredData: [],
  };
};
