import { useState, type ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { AddToCart } from './AddToCart';
import { AvailabilityIcon, isPurchasable, PriceText, variantOf } from './ItemPrice';
import { ProductImage } from './ProductImage';
import type { SearchHitCardFragment } from './SearchHitCard.generated';

/** One product per row; a product with several items gets an item picker, the first purchasable chosen. */
function HitRow({ hit }: { hit: SearchHitCardFragment }) {
  const first = hit.items.find((i) => isPurchasable(i.price)) ?? hit.items[0];
  const [erp, setErp] = useState(first?.erp ?? '');
  const item = hit.items.find((i) => i.erp === erp);
  const unitOfMeasure = item ? (item.price?.unitOfMeasure ?? item.unitOfMeasure) : '';
  return (
    <tr className="hit-row">
      <td className="hit-row-image">
        <ProductImage src={hit.imageUrl} alt="" size={48} />
      </td>
      <th scope="row" className="hit-row-product">
        <Link to={`/p/${encodeURIComponent(hit.slug)}`}>{hit.heading}</Link>
        {item && (
          <span className="hit-row-parts">
            Item #{item.erp} · Mfr #{item.vendorPartNumber}
            {item.customerPartNumber && <> · Your Part #{item.customerPartNumber}</>}
          </span>
        )}
      </th>
      <td className="hit-row-item">
        {hit.items.length > 1 ? (
          <select
            className="field-input"
            aria-label={`Item of ${hit.heading}`}
            value={erp}
            onChange={(e) => setErp(e.target.value)}
          >
            {hit.items.map((i) => (
              <option key={i.erp} value={i.erp}>
                {variantOf(i.description, hit.heading) || `Item #${i.erp}`}
              </option>
            ))}
          </select>
        ) : (
          item?.description
        )}
      </td>
      <td className="hit-row-price">
        {item && (
          <>
            <PriceText price={item.price} /> / {unitOfMeasure}
          </>
        )}
      </td>
      <td className="hit-row-availability">{item && <AvailabilityIcon price={item.price} />}</td>
      <td className="hit-row-add">
        {item && (
          <AddToCart
            key={item.erp}
            erp={item.erp}
            unitOfMeasure={unitOfMeasure}
            purchasable={isPurchasable(item.price)}
          />
        )}
      </td>
    </tr>
  );
}

/** The rows of one page of hits (each page of the infinite listing is its own tbody). */
export function HitRows({ hits }: { hits: SearchHitCardFragment[] }) {
  return (
    <tbody>
      {hits.map((hit) => (
        <HitRow key={hit.id} hit={hit} />
      ))}
    </tbody>
  );
}

/** A status (loading, failure) in place of a page of rows. */
export function RowsStatus({ children }: { children: ReactNode }) {
  return (
    <tbody>
      <tr>
        <td colSpan={6}>{children}</td>
      </tr>
    </tbody>
  );
}

/** The compact table view of a listing: image, name and part numbers, item, price, availability, add. */
export function ResultsTable({ children }: { children: ReactNode }) {
  return (
    <table className="results-table">
      <caption className="visually-hidden">Search results</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Image</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col">Item</th>
          <th scope="col">Price</th>
          <th scope="col">Availability</th>
          <th scope="col">Quantity</th>
        </tr>
      </thead>
      {children}
    </table>
  );
}
