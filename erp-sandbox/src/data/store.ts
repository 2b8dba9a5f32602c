import { mulberry32 } from './prng.ts';
import { buildBrands, type Brand } from './brands.ts';
import { buildProducts, MAIN_CATALOG } from './products.ts';
import { buildCustomers, buildLookupCustomers } from './customers.ts';
import { buildUsers, DEMO_PASSWORD, SIDE_PERSONA_SEEDS } from './personas.ts';
import { buildRoster } from './roster.ts';
import { buildHistory, FIRST_ORDER_NUMBER } from './orders.ts';
import { buildScenarioQuotes, SCENARIO_CUSTOMER } from './quotes.ts';
import { buildSpendHistory, SPEND_CUSTOMER } from './spend-history.ts';
import { hashPassword } from '../auth/password.ts';
import type { Customer, ItemInfo, Order, Product, StoredUser } from './types.ts';

export const DEFAULT_SEED = 20240601;

/** The immutable generated dataset; mutable state (carts, new orders) lives per sandbox instance. */
export interface Dataset {
  seed: number;
  scale: number;
  brands: Brand[];
  products: Product[];
  productsBySlug: Map<string, Product>;
  items: Map<string, ItemInfo>;
  popularity: Map<string, number>;
  minPrice: Map<string, number>;
  customers: Map<string, Customer>;
  /** The personas (order history and scans are generated from them). */
  users: StoredUser[];
  /** Personas and the company rosters (data/roster.ts): everyone who can log in. */
  usersById: Map<number, StoredUser>;
  usersByName: Map<string, StoredUser>;
  history: Order[];
  buildMs: number;
}

const HISTORY_SIZES: Record<string, number> = { '10001': 150, '10002': 25, '10003': 20, '10004': 30 };

// One password hash for every persona: hashing once keeps startup fast.
let demoHash: string | undefined;

export function buildDataset(seed = DEFAULT_SEED, scale = 1, anchorMs = startOfTodayUtc()): Dataset {
  const t0 = performance.now();
  const rng = mulberry32(seed);
  const brands = buildBrands(rng);
  const catalog = buildProducts(rng, brands, scale);
  const customers = buildCustomers(rng);
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const users = buildUsers(seed, customers, demoHash);
  const orderable = [...catalog.items.values()].filter(
    (i) => i.product.active && i.product.catalogs.includes(MAIN_CATALOG),
  );
  const history: Order[] = [];
  let next = FIRST_ORDER_NUMBER;
  for (const c of customers.values()) {
    if (c.open_browse) continue;
    const count = HISTORY_SIZES[c.customer_number] ?? 5;
    const placers = users.filter((u) => u.customer_number === c.customer_number && u.active);
    const orders = buildHistory(rng, c, placers, orderable, count, anchorMs, next);
    for (const o of orders) next = Math.max(next, o.orderno + 1);
    history.push(...orders);
  }
  const scenarioCustomer = customers.get(SCENARIO_CUSTOMER);
  if (scenarioCustomer) {
    const placers = users.filter((u) => u.customer_number === SCENARIO_CUSTOMER && u.active);
    history.push(...buildScenarioQuotes(seed, scenarioCustomer, placers, orderable, anchorMs, next));
  }
  const spendCustomer = customers.get(SPEND_CUSTOMER);
  if (spendCustomer) {
    const manager = users.find((u) => u.customer_number === SPEND_CUSTOMER && u.roles.includes('ROLE_ADMIN'));
    const first = history.reduce((n, o) => Math.max(n, o.orderno + 1), next);
    history.push(...buildSpendHistory(seed, spendCustomer, manager, orderable, anchorMs, first));
  }
  for (const c of buildLookupCustomers(mulberry32(seed ^ 0x00c0ffee))) customers.set(c.customer_number, c);
  const everyone = [
    ...users,
    ...buildUsers(seed, customers, demoHash, SIDE_PERSONA_SEEDS),
    ...buildRoster(seed, customers, demoHash),
  ];
  return {
    seed,
    scale,
    brands,
    products: catalog.products,
    productsBySlug: new Map(catalog.products.map((p) => [p.slug, p])),
    items: catalog.items,
    popularity: catalog.popularity,
    minPrice: catalog.minPrice,
    customers,
    users,
    usersById: new Map(everyone.map((u) => [u.id, u])),
    usersByName: new Map(everyone.map((u) => [u.username.toLowerCase(), u])),
    history,
    buildMs: performance.now() - t0,
  };
}

function startOfTodayUtc(): number {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

const cache = new Map<string, Dataset>();

/** Built once per process per (seed, scale) and shared by every sandbox instance. */
export function getDataset(seed = DEFAULT_SEED, scale = 1): Dataset {
  const key = `${seed}:${scale}`;
  let ds = cache.get(key);
  if (!ds) {
    ds = buildDataset(seed, scale);
    cache.set(key, ds);
  }
  return ds;
}
