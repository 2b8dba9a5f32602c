import { DataTable, type DataColumn } from '../../ui/DataTable';
import { messages } from '../../lib/messages';
import { AddToCart } from './AddToCart';
import { AvailabilityIcon, isPurchasable, PriceText } from './ItemPrice';
import type { ProductQuery } from './Product.generated';

type Product = NonNullable<ProductQuery['product']>;
type Item = Product['items'][number];

const unitOf = (item: Item) => item.price?.unitOfMeasure ?? item.unitOfMeasure;

const ITEM: DataColumn<Item> = { header: 'Item #', rowHeader: true, cell: (item) => item.erp };
const CUSTOMER_PART: DataColumn<Item> = { header: 'Your Part #', cell: (item) => item.customerPartNumber ?? '' };
const DETAILS: DataColumn<Item>[] = [
  { header: 'Vendor Part #', cell: (item) => item.vendorPartNumber },
  { header: 'Description', cell: (item) => item.description },
  { header: 'UOM', cell: unitOf },
  {
    header: 'Price',
    cell: (item) => (
      <>
        <PriceText price={item.price} />
        {!isPurchasable(item.price) && (
          <p className="field-description">
            {messages.productUnavailableNote} {messages.callUs}
          </p>
        )}
      </>
    ),
  },
  { header: 'Availability', cell: (item) => <AvailabilityIcon price={item.price} /> },
  {
    header: 'Quantity',
    cell: (item) => <AddToCart erp={item.erp} unitOfMeasure={unitOf(item)} purchasable={isPurchasable(item.price)} />,
  },
];

/** The product's items, one row each, with price, availability and an add-to-cart quantity. */
export function ProductOptions({ product }: { product: Product }) {
  // The customer's own part numbers get a column only when the customer has any for this product.
  const withCustomerParts = product.items.some((item) => item.customerPartNumber);
  return (
    <DataTable
      caption={`Options for ${product.heading}`}
      columns={[ITEM, withCustomerParts && CUSTOMER_PART, ...DETAILS]}
      rows={product.items}
      rowKey={(item) => item.erp}
    />
  );
}
