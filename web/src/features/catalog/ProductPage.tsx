import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { pageFailure } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { QuickAddForm } from './QuickAddForm';
import { ProductDocument, type ProductQuery } from './Product.generated';
import { ProductImage } from './ProductImage';
import { ProductOptions } from './ProductOptions';
import { Description, listingOf, SpecificationsTable } from './ProductSpecifications';
import { ShopperReviews } from './ShopperReviews';
import './catalog.css';
import { useHydrated } from '../../lib/useHydrated';
import './product-aside.css';

type Product = NonNullable<ProductQuery['product']>;

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
          { id: 'options', title: 'Options', content: <ProductOptions product={product} /> },
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
