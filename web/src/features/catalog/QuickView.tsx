import { useQuery } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Link';
import { DismissibleModal } from '../../ui/DismissibleModal';
import { Spinner } from '../../ui/Spinner';
import { pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { AvailabilityIcon, PriceText } from './ItemPrice';
import { ProductImage } from './ProductImage';
import { QuickViewDocument } from './QuickView.generated';
import type { SearchHitCardFragment } from './SearchHitCard.generated';

/** Quick view text is limited to 700 characters (storefront §9). */
export const QUICK_VIEW_TEXT_LIMIT = 700;

export const quickViewText = (text: string): string =>
  text.length > QUICK_VIEW_TEXT_LIMIT ? `${text.slice(0, QUICK_VIEW_TEXT_LIMIT).trimEnd()}…` : text;

/**
 * One product at a time over the listing; a click outside, Escape or Close dismisses it. The hit's
 * items and prices are already on the page; only the description is fetched (no pricing call).
 */
export function QuickView({ hit, onClose }: { hit: SearchHitCardFragment; onClose: () => void }) {
  const { data, loading, error } = useQuery(QuickViewDocument, { variables: { slug: hit.slug } });
  const product = data?.product;
  return (
    <DismissibleModal
      title={hit.heading}
      onClose={onClose}
      closeLabel="Close"
      closeVariant="link"
      actions={<ButtonLink to={`/p/${encodeURIComponent(hit.slug)}`}>View product details</ButtonLink>}
    >
      <div className="quick-view">
        <ProductImage src={hit.imageUrl} alt={hit.heading} size={160} />
        <div>
          <p className="muted">Brand: {hit.brand}</p>
          {loading && !data && <Spinner label="Loading description…" />}
          {error && <Alert tone="error">{pageFailure(error, messages.productLoadFailure)}</Alert>}
          {!loading && !error && !product && <Alert tone="info">{messages.productUnavailable}</Alert>}
          {product && (
            <>
              {product.subheading && <p>{product.subheading}</p>}
              <p className="quick-view-text">{quickViewText(product.description)}</p>
              {product.features.length > 0 && (
                <ul>
                  {product.features.slice(0, 5).map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
            </>
          )}
          <ul className="hit-items">
            {hit.items.map((item) => (
              <li key={item.erp}>
                <strong>Item #{item.erp}</strong> {item.description} — <PriceText price={item.price} /> ·{' '}
                <AvailabilityIcon price={item.price} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </DismissibleModal>
  );
}
