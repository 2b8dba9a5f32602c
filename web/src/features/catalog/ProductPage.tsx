import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { AddToCart } from './AddToCart';
import { AvailabilityText, isPurchasable, PriceText } from './ItemPrice';
import { useProductQuery, type ProductQuery } from './Product.generated';
import { ProductImage } from './ProductImage';

type Product = NonNullable<ProductQuery['product']>;

function OptionsGrid({ product }: { product: Product }) {
  return (
    <SimpleTable caption={`Options for ${product.heading}`}>
      <thead>
        <tr>
          <th scope="col">Item #</th>
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
              <th scope="row">{item.erp}</th>
              <td>{item.vendorPartNumber}</td>
              <td>{item.description}</td>
              <td>{item.price?.unitOfMeasure ?? item.unitOfMeasure}</td>
              <td>
                <PriceText price={item.price} />
                {!purchasable && (
                  <p className="field-description">
                    {messages.productUnavailableNote} {messages.callUs}
                  </p>
                )}
              </td>
              <td>
                <AvailabilityText price={item.price} />
              </td>
              <td>
                <AddToCart erp={item.erp} unitOfMeasure={item.price?.unitOfMeasure ?? item.unitOfMeasure} purchasable={purchasable} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </SimpleTable>
  );
}

function ProductDetail({ product }: { product: Product }) {
  return (
    <article>
      <div className="product-layout">
        <ProductImage src={product.imageUrl} alt={product.heading} className="product-image" />
        <div>
          <p className="muted">
            {product.vendor.name}
            {product.brand && product.brand !== product.vendor.name ? ` · Brand: ${product.brand}` : ''}
          </p>
          <h1>{product.heading}</h1>
          {product.subheading && <p>{product.subheading}</p>}
          <h2>Description</h2>
          <p>{product.description}</p>
        </div>
      </div>
      {product.specifications.length > 0 && (
        <>
          <h2>Specifications</h2>
          <SimpleTable caption="Specifications">
            <tbody>
              {product.specifications.map((s) => (
                <tr key={s.title}>
                  <th scope="row">{s.title}</th>
                  <td>{s.value}</td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
        </>
      )}
      <h2>Options</h2>
      <OptionsGrid product={product} />
    </article>
  );
}

export function ProductPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const { data, loading, error } = useProductQuery({ variables: { slug } });
  usePageTitle(data?.product?.heading ?? 'Product');
  if (loading && !data) return <Spinner label="Loading product…" />;
  if (error) return <Alert tone="error">{friendlyError(error, messages.productLoadFailure)}</Alert>;
  if (!data?.product) return <>{notFound}</>;
  return <ProductDetail product={data.product} />;
}
