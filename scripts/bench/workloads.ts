// The four pages, each three ways: (a) this gateway, one GraphQL request; (b) the original client's
// pattern, REST straight to the ERP, one request per resource, six at a time like a browser;
// (c) GraphQL Mesh over the OpenAPI contract, which has no joins, so the client makes one Mesh
// request per ERP resource and joins the answers itself.
import { CATALOG_PAGE_SIZE, ORDER_BY, distinctFor } from '@mro/gateway/catalog/search-rules';
import { withLimit, type jsonClient } from './load.ts';

type Client = ReturnType<typeof jsonClient>;

export type Session = {
  cookie: string;
  token: string;
  customerNumber: string;
  warehouse: string;
  shipTo: string | null;
  userId: number;
  cartId: string;
  catalogs: number;
  slugs: string[];
};

export type Clients = { gateway: Client; erp: Client; mesh: Client };

export type Workload = {
  name: string;
  /** ERP calls one after another on the page's critical path (the floor is this times the latency). */
  criticalPath: number;
  gateway: (clients: Clients, session: Session, iteration: number) => Promise<void>;
  rest: (clients: Clients, session: Session, iteration: number) => Promise<void>;
  mesh: (clients: Clients, session: Session, iteration: number) => Promise<void>;
};

const WORDS = ['gloves', 'safety', 'drill', 'hose', 'tape', 'glasses', 'boots', 'wire', 'valve', 'filter'];
/** Cold runs vary the search per page load, so every page misses the cache. */
export const searchOf = (iteration: number, cold: boolean) =>
  cold
    ? { query: WORDS[iteration % WORDS.length] ?? '', page: Math.floor(iteration / WORDS.length) % 5 }
    : { query: 'gloves', page: 0 };

const BROWSER_CONNECTIONS = 6;

const gql = (clients: Clients, session: Session, query: string, variables: Record<string, unknown>) =>
  clients.gateway.request('POST', '/graphql', { cookie: session.cookie }, { query, variables });
const mesh = <T>(clients: Clients, session: Session, query: string, variables: Record<string, unknown>) =>
  clients.mesh.request<{ data: T }>(
    'POST',
    '/graphql',
    { authorization: `Bearer ${session.token}` },
    { query, variables },
  );
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}`, accept: 'application/json' });

type Hit = { items: { erp: string }[] };
const searchBody = (session: Session, search: { query: string; page: number }) => ({
  ...search,
  hitsPerPage: CATALOG_PAGE_SIZE,
  distinct: distinctFor(session.catalogs),
  orderBy: ORDER_BY.RELEVANCE,
  facetFilters: [],
  facets: [],
});
const pricingPath = (session: Session, erps: string[]) =>
  `/pricing?${new URLSearchParams({
    customer_number: session.customerNumber,
    warehouse_key: session.warehouse,
    erp_item_numbers: erps.join(','),
    ...(session.shipTo ? { ship_to: session.shipTo } : {}),
    user_id: String(session.userId),
    all: 'true',
  }).toString()}`;

const LISTING = `query Listing($query: String!, $page: Int!) { productSearch(input: { query: $query, page: $page }) { totalCount nodes {
  slug heading brand imageUrl items { erp description unitOfMeasure price { amount { display } availability } } } } }`;
// imageUrl and custpo are left out of the Mesh queries: openapi.yaml declares them non-null strings,
// the sandbox answers null for some, and Mesh (rightly) fails the whole list on that.
const MESH_SEARCH = `mutation Search($input: SearchQuery_Input) { searchProducts(input: $input) { ... on SearchResult { nbHits hits {
  slug heading brand items { erp description uom } } } } }`;
const MESH_PRICING = `query Pricing($c: String!, $w: String!, $e: String!, $s: String, $u: Int) { getPricing(customer_number: $c, warehouse_key: $w,
  erp_item_numbers: $e, ship_to: $s, user_id: $u, all: true) { ... on getPricing_200_response { pricing { erp price display uom quantity_available } } } }`;
const meshPricing = async (clients: Clients, session: Session, erps: string[]) =>
  erps.length === 0
    ? undefined
    : mesh(clients, session, MESH_PRICING, {
        c: session.customerNumber,
        w: session.warehouse,
        e: erps.join(','),
        s: session.shipTo,
        u: session.userId,
      });

const PRODUCT = `query ProductPage($slug: String!) { product(slug: $slug) { slug heading description brand features items {
  erp description unitOfMeasure specifications { title value } price { amount { display } availability quantityAvailable } } } }`;
const MESH_PRODUCT = `query Product($slug: String!) { getProductBySlug(slug: $slug) { ... on Product { slug heading description brand features items {
  erp description uom item_specifications } } } }`;

const CART = `{ cart { id lineCount itemCount subtotal { display } lines(limit: 50) {
  id erp description quantity unitOfMeasure unitPrice { display } lineTotal { display } quantityAvailable } } }`;
const MESH_CART = `query Cart($id: String!) { getCart(session_id: $id) { ... on Cart { session_id sub_total cart_lines {
  id erp description quantity uom price line_sub_total quantity_available } } } }`;

const ORDERS = `{ orderHistory(input: { page: 1, pageSize: 25 }) { totalCount nodes {
  orderNumber purchaseOrderNumber orderTypeLabel stageLabel enteredOn total { display } } } }`;
const MESH_ORDERS = `mutation Orders($input: OrderHistoryQuery_Input) { getOrderHistory(input: $input) { ... on getOrderHistory_200_response {
  data { orderno ordersuf transtype stagecd enterdt totinvamt } } } }`;
const ordersBody = (session: Session) => ({
  customerNumber: session.customerNumber,
  page: 1,
  limit: 25,
  omitCancelled: false,
  userId: session.userId,
});

export const workloads = (cold: boolean): Workload[] => [
  {
    name: 'catalogue listing',
    criticalPath: 2,
    gateway: async (clients, session, i) => {
      await gql(clients, session, LISTING, searchOf(i, cold));
    },
    rest: async (clients, session, i) => {
      const result = await clients.erp.request<{ hits: Hit[] }>(
        'POST',
        '/index/products/query',
        bearer(session),
        searchBody(session, searchOf(i, cold)),
      );
      // The original client prices each product card on its own.
      await withLimit(
        result.hits.map(
          (hit) => () =>
            clients.erp.request(
              'GET',
              pricingPath(
                session,
                hit.items.map((item) => item.erp),
              ),
              bearer(session),
            ),
        ),
        BROWSER_CONNECTIONS,
      );
    },
    mesh: async (clients, session, i) => {
      const search = await mesh<{ searchProducts: { hits: Hit[] } }>(clients, session, MESH_SEARCH, {
        input: { ...searchOf(i, cold), hitsPerPage: CATALOG_PAGE_SIZE, distinct: distinctFor(session.catalogs) },
      });
      await meshPricing(
        clients,
        session,
        search.data.searchProducts.hits.flatMap((hit) => hit.items.map((item) => item.erp)),
      );
    },
  },
  {
    name: 'product detail',
    criticalPath: 2,
    gateway: async (clients, session, i) => {
      await gql(clients, session, PRODUCT, { slug: session.slugs[(cold ? i : 0) % session.slugs.length] });
    },
    rest: async (clients, session, i) => {
      const slug = session.slugs[(cold ? i : 0) % session.slugs.length] ?? '';
      const product = await clients.erp.request<Hit>('GET', `/index/products/${slug}`, bearer(session));
      await clients.erp.request(
        'GET',
        pricingPath(
          session,
          product.items.map((item) => item.erp),
        ),
        bearer(session),
      );
    },
    mesh: async (clients, session, i) => {
      const slug = session.slugs[(cold ? i : 0) % session.slugs.length] ?? '';
      const product = await mesh<{ getProductBySlug: Hit }>(clients, session, MESH_PRODUCT, { slug });
      await meshPricing(
        clients,
        session,
        product.data.getProductBySlug.items.map((item) => item.erp),
      );
    },
  },
  {
    name: 'cart, 50 lines',
    criticalPath: 1,
    gateway: async (clients, session) => {
      await gql(clients, session, CART, {});
    },
    rest: async (clients, session) => {
      await clients.erp.request('GET', `/cart/${session.cartId}`, bearer(session));
    },
    mesh: async (clients, session) => {
      await mesh(clients, session, MESH_CART, { id: session.cartId });
    },
  },
  {
    name: 'order history',
    criticalPath: 1,
    gateway: async (clients, session) => {
      await gql(clients, session, ORDERS, {});
    },
    rest: async (clients, session) => {
      await clients.erp.request('POST', '/orders/history', bearer(session), ordersBody(session));
    },
    mesh: async (clients, session) => {
      await mesh(clients, session, MESH_ORDERS, { input: ordersBody(session) });
    },
  },
];
