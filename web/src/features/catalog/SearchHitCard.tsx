import { Link } from '../../ui/Link';
import { AvailabilityText, PriceText } from './ItemPrice';
import { ProductImage } from './ProductImage';
import type { SearchHitCardFragment } from './SearchHitCard.generated';

export function SearchHitCard({ hit }: { hit: SearchHitCardFragment }) {
  return (
    <article className="search-hit" aria-labelledby={`hit-${hit.id}`}>
      <ProductImage src={hit.imageUrl} alt={hit.heading} />
      <div>
        <h2 id={`hit-${hit.id}`} className="card-title">
          <Link to={`/p/${encodeURIComponent(hit.slug)}`}>{hit.heading}</Link>
        </h2>
        <p className="muted">
          Brand: {hit.brand}
          {hit.vendor.name && hit.vendor.name !== hit.brand ? ` · ${hit.vendor.name}` : ''}
        </p>
        {hit.items.length > 0 && (
          <ul className="hit-items">
            {hit.items.map((item) => (
              <li key={item.erp}>
                <strong>Item #{item.erp}</strong> {item.description} — <PriceText price={item.price} /> / {item.price?.unitOfMeasure ?? item.unitOfMeasure}
                {' · '}
                <AvailabilityText price={item.price} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
