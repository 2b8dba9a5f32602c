import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { SimpleTable } from '../../ui/Table';
import { useMediaQuery } from '../../lib/useHydrated';
import type { ProductQuery } from './Product.generated';

type Product = NonNullable<ProductQuery['product']>;

/** The listing of a department, or of one of its categories. */
export const listingOf = (department: string, category?: string) =>
  `/c?${new URLSearchParams(category ? { department, category } : { department }).toString()}`;

const DESCRIPTION_CUT_LARGE = 800;
const DESCRIPTION_CUT_SMALL = 600;
const LARGE_SCREEN = '(min-width: 992px)';

/** The product's description, cut with Show more when long. */
export function Description({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  // The server cuts as for a small screen; a large one shows more once the page is live.
  const cut = useMediaQuery(LARGE_SCREEN) ? DESCRIPTION_CUT_LARGE : DESCRIPTION_CUT_SMALL;
  const long = text.length > cut;
  return (
    <>
      <p>{expanded || !long ? text : `${text.slice(0, cut)}…`}</p>
      {long && (
        <Button variant="link" onPress={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </>
  );
}

/** MPN, item, brand, the product's specifications and its links (SDS, brand, category). */
export function SpecificationsTable({ product }: { product: Product }) {
  const first = product.items[0];
  return (
    <SimpleTable caption="Specifications">
      <tbody>
        {first && (
          <tr>
            <th scope="row">MPN</th>
            <td>{first.vendorPartNumber}</td>
          </tr>
        )}
        {first && (
          <tr>
            <th scope="row">Item #</th>
            <td>{first.erp}</td>
          </tr>
        )}
        {!product.specifications.some((s) => s.title === 'Brand') && (
          <tr>
            <th scope="row">Brand</th>
            <td>{product.brand}</td>
          </tr>
        )}
        {product.specifications.map((s) => (
          <tr key={s.title}>
            <th scope="row">{s.title}</th>
            <td>{s.value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Product links</th>
          <td>
            <ul className="product-links">
              {product.safetyDataSheetUrl && (
                <li>
                  <a className="link" href={product.safetyDataSheetUrl} target="_blank" rel="noreferrer">
                    Safety data sheet (SDS, opens in a new tab)
                  </a>
                </li>
              )}
              <li>
                <Link to={`/brand/${encodeURIComponent(product.vendor.slug)}`}>All {product.vendor.name} products</Link>
              </li>
              <li>
                <Link to={listingOf(product.taxonomy.department, product.taxonomy.category)}>
                  More {product.taxonomy.category}
                </Link>
              </li>
            </ul>
          </td>
        </tr>
      </tbody>
    </SimpleTable>
  );
}
