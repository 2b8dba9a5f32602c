import type { ViewerFieldsFragment } from '../features/auth/Viewer.generated';
import type { ItemPriceFieldsFragment, SearchHitCardFragment } from '../features/catalog/SearchHitCard.generated';
import type { CartLineFieldsFragment } from '../features/cart/CartLineRow.generated';

export const amount = (display: string) => ({ __typename: 'Amount' as const, display });
export const valued = (value: number) => ({ __typename: 'Amount' as const, value, display: `$${value.toFixed(2)}` });

export const buyer: ViewerFieldsFragment = {
  __typename: 'Viewer',
  id: 'u1',
  username: 'buyer@example.com',
  name: 'Bea Buyer',
  customerName: 'Acme Fabrication',
  landingPage: null,
  sessionMode: 'STANDARD',
  permissions: { __typename: 'Permissions', canSubmitOrders: true, canViewOrderHistory: true },
};

export function item(erp: string, display: string | null, overrides: Partial<ItemPriceFieldsFragment> = {}): ItemPriceFieldsFragment {
  return {
    __typename: 'ProductItem',
    erp,
    description: `Item ${erp}`,
    unitOfMeasure: 'EA',
    price: {
      __typename: 'ItemPrice',
      amount: display ? amount(display) : null,
      unitOfMeasure: 'EA',
      availability: display ? 'IN_STOCK' : 'UNAVAILABLE',
      quantityAvailable: display ? 25 : 0,
      purchasable: display !== null,
    },
    ...overrides,
  };
}

export function hit(id: string, heading: string, items: ItemPriceFieldsFragment[]): SearchHitCardFragment {
  return {
    __typename: 'SearchHit',
    id,
    slug: heading.toLowerCase().replace(/\W+/g, '-'),
    heading,
    brand: 'Ansell',
    imageUrl: null,
    vendor: { __typename: 'Vendor', name: 'Ansell' },
    items,
  };
}

export function cartLine(id: string, erp: string, quantity: number, unit: number): CartLineFieldsFragment {
  return {
    __typename: 'CartLine',
    id,
    erp,
    description: `Cart item ${erp}`,
    quantity,
    unitOfMeasure: 'EA',
    unitPrice: amount(`$${unit.toFixed(2)}`),
    lineTotal: amount(`$${(unit * quantity).toFixed(2)}`),
    productSlug: null,
    properties: [],
  };
}
