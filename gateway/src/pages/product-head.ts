// A product's page `/p/{slug}` (storefront §2.6): schema.org Product with an Offer per item the
// visitor can buy (a guest: the open-browse price), and its place in the category tree.
import { pageParam } from '@mro/rules/pages';
import { shopperAmountMode, type GatewayContext } from '../context.ts';
import type { ErpItemPricing, ErpProduct } from '../erp/types.ts';
import { availabilityOf } from '../pricing/resolvers.ts';
import { absoluteUrl, type StructuredData } from './head.ts';
import { breadcrumbsOf } from './listing-head.ts';
import { notFoundHead, type HeadOf } from './page-request.ts';

// Search results show about this much of a description.
const DESCRIPTION_LENGTH = 160;
// The picture the storefront shows for a product without one (web/public).
const FALLBACK_IMAGE = '/fallback-product.svg';
// Prices are in US dollars (account-admin-calls §1: currency mode).
const CURRENCY = 'USD';

const AVAILABILITY = {
  IN_STOCK: 'https://schema.org/InStock',
  LIMITED: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
} as const;

/** The description cut at a word to what search results show. */
export const summaryOf = (text: string): string => {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
};

/** The visitor's prices of the product's items; none in units mode (no money), none the ERP could not give. */
const pricesOf = async (context: GatewayContext, product: ErpProduct): Promise<ErpItemPricing[]> => {
  if (shopperAmountMode(context) !== 'CURRENCY') return [];
  const prices = await context.loaders.price.loadMany(product.items.map((item) => item.erp));
  return prices.filter((price): price is ErpItemPricing => price !== null && !(price instanceof Error));
};

const offersOf = (prices: ErpItemPricing[], url: string, product: ErpProduct): StructuredData[] =>
  prices.flatMap((pricing) => {
    const availability = availabilityOf(pricing);
    if (availability === 'UNAVAILABLE') return [];
    const item = product.items.find((each) => each.erp === pricing.erp);
    return [
      {
        '@type': 'Offer',
        sku: pricing.erp,
        ...(item ? { mpn: item.vpn } : {}),
        price: pricing.price,
        priceCurrency: CURRENCY,
        availability: AVAILABILITY[availability],
        url,
      },
    ];
  });

export const productHead: HeadOf = async ({ context, page, path, origin }) => {
  const slug = pageParam(page.path, path, 'slug') ?? '';
  const product = await context.providers.catalog.productBySlug(slug);
  if (!product) return notFoundHead();
  const canonical = `/p/${encodeURIComponent(product.slug)}`;
  const url = absoluteUrl(origin, canonical);
  const image = product.image ?? FALLBACK_IMAGE;
  const description = summaryOf(product.description || product.subheading || product.heading);
  const offers = offersOf(await pricesOf(context, product), url, product);
  return {
    status: 200,
    title: product.heading,
    description,
    canonical,
    indexed: true,
    image,
    kind: 'product',
    structuredData: [
      {
        '@type': 'Product',
        name: product.heading,
        description,
        image: [absoluteUrl(origin, image)],
        sku: product.product_id,
        brand: { '@type': 'Brand', name: product.brand },
        url,
        ...(offers.length > 0 ? { offers } : {}),
      },
      breadcrumbsOf(origin, product.taxonomy, product.heading),
    ],
  };
};
