import type { ViewerFieldsFragment } from '../features/auth/Viewer.generated';
import type { ItemPriceFieldsFragment, SearchHitCardFragment } from '../features/catalog/SearchHitCard.generated';
import type { CartLineFieldsFragment } from '../features/cart/CartLineColumns.generated';
import type { FacetGroupFieldsFragment } from '../features/catalog/ProductSearch.generated';
import type { FacetKind, UserErrorCode } from '../generated/graphql';

export const amount = (display: string) => ({ __typename: 'Amount' as const, display });
export const valued = (value: number) => ({ __typename: 'Amount' as const, value, display: `$${value.toFixed(2)}` });

/** A mutation's refusal (or a warning beside its result), about no field in particular. */
export const userError = (code: UserErrorCode, message: string) => ({
  __typename: 'UserError' as const,
  field: null,
  message,
  code,
});

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

export function item(
  erp: string,
  display: string | null,
  overrides: Partial<ItemPriceFieldsFragment> = {},
): ItemPriceFieldsFragment {
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

export function hit(
  id: string,
  heading: string,
  items: (ItemPriceFieldsFragment & { customerPartNumber?: string | null; vendorPartNumber?: string })[],
): SearchHitCardFragment {
  return {
    __typename: 'SearchHit',
    id,
    slug: heading.toLowerCase().replace(/\W+/g, '-'),
    heading,
    brand: 'Ansell',
    imageUrl: null,
    vendor: { __typename: 'Vendor', name: 'Ansell', imageUrl: null },
    items: items.map((i) => ({
      ...i,
      customerPartNumber: i.customerPartNumber ?? null,
      vendorPartNumber: i.vendorPartNumber ?? `V-${i.erp}`,
    })),
  };
}

export function facetGroup(
  kind: FacetKind,
  name: string,
  values: string[],
  totalValueCount: number,
): FacetGroupFieldsFragment {
  return {
    __typename: 'FacetGroup',
    kind,
    name,
    selected: false,
    totalValueCount,
    values: values.map((value, i) => ({
      __typename: 'FacetValue',
      value,
      label: value,
      count: 100 - i,
      selected: false,
    })),
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
    quantityAvailable: 148,
    properties: [],
  };
}
