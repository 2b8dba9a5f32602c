import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { AvailabilityIcon, PriceText } from './ItemPrice';
import { ProductImage } from './ProductImage';
import type { SearchHitCardFragment } from './SearchHitCard.generated';

const ITEMS_BEFORE_SHOW_MORE = 5;

type HitAction = (hit: SearchHitCardFragment) => void;

export function SearchHitCard({
  hit,
  onQuickAdd,
  onQuickView,
  eager = false,
}: {
  hit: SearchHitCardFragment;
  /** One of the first cards, in view as the page opens: its picture loads at once. */
  eager?: boolean;
  onQuickAdd?: HitAction;
  onQuickView?: HitAction;
}) {
  const [allItems, setAllItems] = useState(false);
  const items = allItems ? hit.items : hit.items.slice(0, ITEMS_BEFORE_SHOW_MORE);
  return (
    <article className="search-hit" aria-labelledby={`hit-${hit.id}`}>
      <ProductImage src={hit.imageUrl} alt={hit.heading} eager={eager} />
      <div>
        <h2 id={`hit-${hit.id}`} className="card-title">
          <Link to={`/p/${encodeURIComponent(hit.slug)}`}>{hit.heading}</Link>
        </h2>
        <p className="muted">
          Brand: {hit.brand}
          {hit.vendor.name && hit.vendor.name !== hit.brand ? ` · ${hit.vendor.name}` : ''}
        </p>
        {items.length > 0 && (
          <ul className="hit-items">
            {items.map((item) => (
              <li key={item.erp}>
                <strong>Item #{item.erp}</strong>
                {item.customerPartNumber && <> · Your Part #{item.customerPartNumber}</>} {item.description} —{' '}
                <PriceText price={item.price} /> / {item.price?.unitOfMeasure ?? item.unitOfMeasure}
                {' · '}
                <AvailabilityIcon price={item.price} />
              </li>
            ))}
          </ul>
        )}
        <div className="form-actions">
          {hit.items.length > ITEMS_BEFORE_SHOW_MORE && (
            <Button variant="link" onPress={() => setAllItems(!allItems)}>
              {allItems ? 'Show Fewer Items' : 'Show More Items'}
            </Button>
          )}
          {onQuickView && (
            <Button variant="secondary" onPress={() => onQuickView(hit)} aria-label={`Quick view ${hit.heading}`}>
              Quick View
            </Button>
          )}
          {onQuickAdd && hit.items.length > 0 && (
            <Button variant="secondary" onPress={() => onQuickAdd(hit)} aria-label={`Quick add ${hit.heading}`}>
              Quick Add
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
