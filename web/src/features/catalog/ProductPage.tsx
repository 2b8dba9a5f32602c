import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { Tabs } from '../../ui/Tabs';
import { pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { AddToCart } from './AddToCart';
import { QuickAddForm } from './QuickAddForm';
import { AvailabilityIcon, isPurchasable, PriceText } from './ItemPrice';
import { ProductDocument, type ProductQuery } from './Product.generated';
import { ProductImage } from './ProductImage';
import { ShopperReviews } from './ShopperReviews';
import './catalog.css';
import { useHydrated, useMediaQuery } from '../../lib/useHydrated';
import './product-aside.css';

type Product = NonNullable<ProductQuery['product']>;

function OptionsGrid({ product }: { product: Product }) {
  // The customer's own part numbers get a column only when the customer has any for this product.
  const withCustomerParts = product.items.some((item) => item.customerPartNumber);
  return (
    <SimpleTable caption={`Options for ${product.heading}`} stackOnPhone>
      <thead>
        <tr>
          <th scope="col">Item #</th>
          {withCustomerParts && <th scope="col">Your Part #</th>}
          <th scope="col">Vendor Part #</th>
          <th scope="col">Description</th>
          <th scope="col">UOM</th>
          <th scope="col">Price</th>
          <th scope="col">Availability</th>
          <th scope="col">Quantity</th>
        </tr>
      </thead>
      <tbody>
        {product.items.map((item) => {
          const purchasable = isPurchasable(item.price);
          return (
            <tr key={item.erp}>
              <th scope="row" data-label="Item #">
                {item.erp}
              </th>
              {withCustomerParts && <td data-label="Your Part #">{item.customerPartNumber ?? ''}</td>}
              <td data-label="Vendor Part #">{item.vendorPartNumber}</td>
              <td data-label="Description">{item.description}</td>
              <td data-label="UOM">{item.price?.unitOfMeasure ?? item.unitOfMeasure}</td>
              <td data-label="Price">
                <PriceText price={item.price} />
                {!purchasable && (
                  <p className="field-description">
                    {messages.productUnavailableNote} {messages.callUs}
                  </p>
                )}
              </td>
              <td data-label="Availability">
                <AvailabilityIcon price={item.price} />
              </td>
              <td data-label="Quantity">
                <AddToCart
                  erp={item.erp}
                  unitOfMeasure={item.price?.unitOfMeasure ?? item.unitOfMeasure}
                  purchasable={purchasable}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </SimpleTable>
  );
}

const DESCRIPTION_CUT_LARGE = 800;
const DESCRIPTION_CUT_SMALL = 600;
const LARGE_SCREEN = '(min-width: 992px)';

function Description({ text }: { text: string }) {
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

function SpecificationsTable({ product }: { product: Product }) {
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

const listingOf = (department: string, category?: string) =>
  `/c?${new URLSearchParams(category ? { department, category } : { department }).toString()}`;

/** Department > category > product, from the product's place in the category tree. */
function ProductBreadcrumbs({ product }: { product: Product }) {
  const { department, category } = product.taxonomy;
  return (
    <Breadcrumbs
      crumbs={[
        { label: 'Categories', to: '/categories' },
        ...(department ? [{ label: department, to: listingOf(department) }] : []),
        ...(department && category ? [{ label: category, to: listingOf(department, category) }] : []),
        { label: product.heading },
      ]}
    />
  );
}

function ProductDetail({ product }: { product: Product }) {
  const navigate = useNavigate();
  // The tab's history is the browser's: the server's page (and the hydrating render) links to the search.
  const fromSearch = useHydrated() && window.history.length > 1;
  return (
    <article>
      <ProductBreadcrumbs product={product} />
      <div className="form-actions no-print">
        {fromSearch ? (
          <Button variant="link" onPress={() => void navigate(-1)}>
            Back to search results
          </Button>
        ) : (
          <Link to="/categories">Back to Categories</Link>
        )}
        <Button variant="secondary" onPress={() => window.print()}>
          Print
        </Button>
      </div>
      <div className="product-with-aside">
        <div className="product-layout">
          <ProductImage src={product.imageUrl} alt={product.heading} className="product-image" size={260} eager />
          <div>
            <p className="muted">
              <Link to={`/brand/${encodeURIComponent(product.vendor.slug)}`}>{product.vendor.name}</Link>
              {product.brand && product.brand !== product.vendor.name ? ` · Brand: ${product.brand}` : ''}
            </p>
            <h1>{product.heading}</h1>
            {product.subheading && <p>{product.subheading}</p>}
            {product.prop65Warning && <Alert tone="warning">{product.prop65Warning}</Alert>}
            {product.features.length > 0 && (
              <>
                <h2>Features</h2>
                <ul>
                  {product.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </>
            )}
            <dl className="product-facts">
              {product.countryOfOrigin && (
                <>
                  <dt>Country of origin</dt>
                  <dd>{product.countryOfOrigin}</dd>
                </>
              )}
              {product.standards.length > 0 && (
                <>
                  <dt>Standards</dt>
                  <dd>{product.standards.join(', ')}</dd>
                </>
              )}
            </dl>
          </div>
        </div>
        {product.items.length > 0 && (
          <aside className="product-aside no-print" aria-labelledby="quick-add-title">
            <h2 id="quick-add-title">Quick add</h2>
            <QuickAddForm heading={product.heading} items={product.items} />
          </aside>
        )}
      </div>
      <h2>Specifications</h2>
      <SpecificationsTable product={product} />
      <Tabs
        label="Product details"
        tabs={[
          { id: 'options', title: 'Options', content: <OptionsGrid product={product} /> },
          { id: 'description', title: 'Description', content: <Description text={product.description} /> },
        ]}
      />
      <ShopperReviews />
    </article>
  );
}

export function ProductPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(ProductDocument, { variables: { slug } });
  usePageTitle(data?.product?.heading ?? 'Product');
  if (loading && !data) return <Spinner label="Loading product…" />;
  if (error) return <Alert tone="error">{pageFailure(error, messages.productLoadFailure)}</Alert>;
  if (!data?.product) return <>{notFound}</>;
  return <ProductDetail product={data.product} />;
}
