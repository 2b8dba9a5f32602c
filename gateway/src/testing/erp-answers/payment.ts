// Test-only: typed ERP answers of payment: saved cards (GET /payment-method) as the vault masks them.
import type { ErpBody } from '../../erp/erp-api.ts';
import type { ErpCart, ErpPaymentOption } from '../../erp/types.ts';
import { erpCart, erpCartLines } from './cart.ts';
import { erpCustomerMaster } from './checkout.ts';
import type { FakeRoutes } from '../fake-erp.ts';

const year = new Date().getUTCFullYear();

/** A saved card of the Acme buyer (user 101): the purchasing Visa ending in 1111, the default, unless overridden. */
export const erpSavedCard = (overrides: Partial<ErpPaymentOption> = {}): ErpPaymentOption => {
  const card = overrides.card ?? '************1111';
  const type = overrides.card_type ?? 'Visa';
  const expYear = overrides.exp_year ?? year + 3;
  const expMonth = overrides.exp_month ?? 12;
  const last4 = card.slice(-4);
  const title = `${overrides.nick_name ? `${overrides.nick_name}: ` : ''}${type} ending in ${last4} (exp ${expMonth}/${expYear})`;
  return {
    id: Number(last4),
    token: `tok-${last4}`,
    Title: title,
    name: 'Bianca Buyer',
    nick_name: null,
    card_type: type,
    card,
    exp_month: expMonth,
    exp_year: expYear,
    card_default: false,
    user_id: 101,
    ...overrides,
  };
};

/** The Acme buyer's two cards: the default purchasing Visa and a MasterCard. */
export const erpBuyerCards = (): ErpPaymentOption[] => [
  erpSavedCard({ nick_name: 'Purchasing card', card_default: true }),
  erpSavedCard({ card: '************4444', card_type: 'MasterCard' }),
];

/**
 * The ERP's card vault as a small stateful fake: the viewer's saved cards (GET /tokens/user/{user_id}),
 * a card saved (POST /payment-method) or tokenized once (POST /tokens), renamed or made the default,
 * removed; the payment form verified. `cards` is what the vault keeps.
 */
export const cardVault = (saved: ErpPaymentOption[]): FakeRoutes & { cards: ErpPaymentOption[] } => {
  const cards = [...saved];
  const sorted = () => [...cards].sort((a, b) => Number(b.card_default) - Number(a.card_default));
  const fromBody = (body: ErpBody<'post', '/payment-method'>): ErpPaymentOption => {
    const digits = body.card_number;
    return erpSavedCard({
      card: `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`,
      card_type: digits.startsWith('5') ? 'MasterCard' : digits.startsWith('3') ? 'American Express' : 'Visa',
      exp_month: body.exp_month,
      exp_year: body.exp_year,
      name: body.name,
      nick_name: body.nick_name ?? null,
      address: body.address,
      zip: body.zip,
      card_default: body.card_default ?? false,
      user_id: body.user_id,
    });
  };
  const makeDefault = (token: string) => {
    for (const card of cards) card.card_default = card.token === token;
  };
  return {
    cards,
    'GET /tokens/user/{user_id}': () => sorted(),
    'POST /swp/site-verify': () => ({ verified: true, message: null }),
    'POST /payment-method': ({ init }) => {
      const card = fromBody(init.body);
      cards.push(card);
      if (card.card_default) makeDefault(card.token);
      return card;
    },
    // A one-time token: usable for one order, never listed.
    'POST /tokens': ({ init }) => ({ ...fromBody(init.body), token: `one-time-${init.body.card_number.slice(-4)}` }),
    'DELETE /tokens/{id}': () => undefined,
    'PUT /tokens/{id}': ({ path, init }) => {
      const card = cards.find((candidate) => path.endsWith(`/${candidate.token}`))!;
      if (init.body.nick_name !== undefined) card.nick_name = init.body.nick_name;
      if (init.body.card_default) makeDefault(card.token);
      return card;
    },
    'DELETE /payment-method/{id}': ({ path }) => {
      const index = cards.findIndex((candidate) => path.endsWith(`/${candidate.id}`));
      cards.splice(index, 1);
      return undefined;
    },
  };
};

/** A cart of one line shipping to ST-1 (1 Main St, Akron OH 44301), kept as the ERP keeps what selectPayment writes. */
export const payingCart = (shipped = true): FakeRoutes => {
  const shipping = {
    ship_to_id: 'ST-1',
    company_name: 'Acme Plant 1',
    address1: '1 Main St',
    city: 'Akron',
    state: 'OH',
    zip: '44301',
  };
  let cart: ErpCart = erpCart(erpCartLines(1), { shipping_info: shipped ? shipping : {} });
  return {
    'GET /cart/{session_id}': () => cart,
    'PUT /cart/{session_id}': ({ init }) => {
      cart = { ...cart, billing_info: init.body.billing_info ?? cart.billing_info };
      return cart;
    },
    'GET /user/customerMaster/{id}': () => erpCustomerMaster(),
  };
};
