// The buyer journeys, step by step, as one GraphQL client drives them. `npm run record` runs them
// against the sandbox to record the ERP's answers; the recorded suite runs them against the replay.
import type { TestClient } from './stack.ts';

export const JOURNEY_BUYER = 'buyer@acme.example';
/** Fixed so the recorded order submission matches on replay. */
export const JOURNEY_IDEMPOTENCY_KEY = 'recordedbuyerjourney000000000001';

export const JOURNEY = {
  viewer: '{ viewer { username customerNumber } }',
  search:
    'query ProductSearch { productSearch(input: { query: "gloves" }) { totalCount nodes { slug heading items { erp price { purchasable amount { value display } } } } } }',
  product:
    'query Product($slug: String!) { product(slug: $slug) { slug heading items { erp price { amount { value display } } } } }',
  addToCart:
    'mutation AddToCart($input: AddCartLinesInput!) { addCartLines(input: $input) { cart { itemCount subtotal { value display } lines { id erp quantity unitPrice { value } } } userErrors { field message code } } }',
  shipTos: 'query ShipTos { shipTos { id purchaseOrderRequired } }',
  details:
    'mutation CheckoutDetails($input: UpdateCheckoutDetailsInput!) { updateCheckoutDetails(input: $input) { cart { shipping { shipToId } purchaseOrderNumber } userErrors { field message code } } }',
  placeOrder:
    'mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber shipping { value } tax { value } total { value display } lines { erp quantity } } userErrors { field message code } } }',
  history:
    'query OrderHistory { orderHistory(input: { page: 1, pageSize: 10 }) { totalCount nodes { orderNumber total { display } stageLabel } } }',
} as const;

type SearchItem = {
  erp: string;
  price: { purchasable: boolean; amount: { value: number; display: string } | null } | null;
};
type Hit = { slug: string; heading: string; items: SearchItem[] };

export type JourneyResult = {
  viewer: { username: string; customerNumber: string } | null;
  hits: Hit[];
  product: { slug: string; heading: string } | null;
  added: {
    itemCount: number;
    subtotal: { value: number; display: string };
    lines: { erp: string; quantity: number }[];
  } | null;
  addErrors: unknown[];
  detailsErrors: unknown[];
  order: {
    orderNumber: string;
    shipping: { value: number };
    tax: { value: number };
    total: { value: number; display: string };
  } | null;
  orderErrors: unknown[];
  history: { orderNumber: string; total: { display: string } }[];
};

/** Login, search, product, cart add, checkout details, place order, order history. */
export const runBuyerJourney = async (client: TestClient): Promise<JourneyResult> => {
  await client.login(JOURNEY_BUYER);
  const viewer = await client.gql<{ viewer: JourneyResult['viewer'] }>(JOURNEY.viewer);
  const search = await client.gql<{ productSearch: { nodes: Hit[] } }>(JOURNEY.search);
  const hits = search.data?.productSearch.nodes ?? [];
  const hit = hits.find((candidate) => candidate.items.some((item) => item.price?.purchasable));
  const item = hit?.items.find((candidate) => candidate.price?.purchasable);
  if (!hit || !item) throw new Error(`no purchasable gloves: ${JSON.stringify(search.errors ?? hits)}`);
  const product = await client.gql<{ product: JourneyResult['product'] }>(JOURNEY.product, { slug: hit.slug });
  const added = await client.gql<{ addCartLines: { cart: JourneyResult['added']; userErrors: unknown[] } }>(
    JOURNEY.addToCart,
    {
      input: { lines: [{ erp: item.erp, quantity: 2 }] },
    },
  );
  const shipTos = await client.gql<{ shipTos: { id: string; purchaseOrderRequired: boolean }[] }>(JOURNEY.shipTos);
  const shipTo = shipTos.data?.shipTos.find((candidate) => !candidate.purchaseOrderRequired);
  const details = await client.gql<{ updateCheckoutDetails: { userErrors: unknown[] } }>(JOURNEY.details, {
    input: {
      shipToId: shipTo?.id,
      contactName: 'Bianca Buyer',
      contactEmail: JOURNEY_BUYER,
      purchaseOrderNumber: 'PO-REPLAY-1',
    },
  });
  const placed = await client.gql<{ placeOrder: { order: JourneyResult['order']; userErrors: unknown[] } }>(
    JOURNEY.placeOrder,
    {
      input: { idempotencyKey: JOURNEY_IDEMPOTENCY_KEY },
    },
  );
  const history = await client.gql<{ orderHistory: { nodes: JourneyResult['history'] } }>(JOURNEY.history);
  return {
    viewer: viewer.data?.viewer ?? null,
    hits,
    product: product.data?.product ?? null,
    added: added.data?.addCartLines.cart ?? null,
    addErrors: added.data?.addCartLines.userErrors ?? [added.errors],
    detailsErrors: details.data?.updateCheckoutDetails.userErrors ?? [details.errors],
    order: placed.data?.placeOrder.order ?? null,
    orderErrors: placed.data?.placeOrder.userErrors ?? [placed.errors],
    history: history.data?.orderHistory.nodes ?? [],
  };
};
