import { HttpError, reply } from '../http/router.ts';
import { ACCESS_DENIED, currentUser, objectBody, type App, type Route } from '../app.ts';
import type { Schemas, StoredUser } from '../data/types.ts';
import { PAYMENT_FAILED, isUsable, optionOf, tokenize, type StoredCard } from './cards.ts';

interface Vault {
  cards: Map<string, StoredCard>;
  nextId: number;
}

// Seeded saved cards (test numbers): the buyer has two, the express user and the card-only user one each.
const SEED_CARDS: {
  userId: number;
  card_number: string;
  cvv: string;
  nick_name: string | null;
  card_default: boolean;
}[] = [
  { userId: 1, card_number: '4111111111111111', cvv: '123', nick_name: 'Purchasing card', card_default: true },
  { userId: 1, card_number: '5555555555554444', cvv: '123', nick_name: null, card_default: false },
  { userId: 8, card_number: '4012888888881881', cvv: '123', nick_name: null, card_default: true },
  { userId: 80, card_number: '378282246310005', cvv: '1234', nick_name: null, card_default: true },
  // Tyrell's manager (the account billing page, issue 16): one of each brand and two more.
  { userId: 160, card_number: '4111111111111111', cvv: '123', nick_name: 'Plant P-card', card_default: true },
  { userId: 160, card_number: '5105105105105100', cvv: '123', nick_name: null, card_default: false },
  { userId: 160, card_number: '371449635398431', cvv: '1234', nick_name: 'Travel', card_default: false },
  { userId: 160, card_number: '4012888888881881', cvv: '123', nick_name: 'Maintenance', card_default: false },
  { userId: 160, card_number: '2223000048400011', cvv: '123', nick_name: null, card_default: false },
];

const vaults = new WeakMap<App, Vault>();

function vaultOf(app: App): Vault {
  let vault = vaults.get(app);
  if (!vault) {
    vault = { cards: new Map(), nextId: 1 };
    const year = new Date().getUTCFullYear() + 3;
    for (const seed of SEED_CARDS) {
      const user = app.ds.usersById.get(seed.userId);
      if (!user) continue;
      const card = tokenize(
        { ...seed, name: user.name, exp_month: 12, exp_year: year, address: null, zip: null },
        seed.userId,
        vault.nextId++,
        true,
      );
      // Deterministic tokens keep recorded journeys replayable.
      card.token = `tok_seed_${seed.userId}_${card.id}`;
      vault.cards.set(card.token, card);
    }
    vaults.set(app, vault);
  }
  return vault;
}

function ownCard(app: App, user: StoredUser, token: string): StoredCard {
  const card = vaultOf(app).cards.get(token);
  if (!card) throw new HttpError(404, 'Payment token not found.');
  if (card.user_id !== user.id) throw new HttpError(403, ACCESS_DENIED);
  return card;
}

function requireSelf(user: StoredUser, userId: unknown): void {
  if (Number(userId) !== user.id) throw new HttpError(403, ACCESS_DENIED);
}

function savedOf(app: App, user: StoredUser): StoredCard[] {
  return [...vaultOf(app).cards.values()]
    .filter((c) => c.user_id === user.id && c.saved)
    .sort((a, b) => Number(b.card_default) - Number(a.card_default) || a.id - b.id);
}

function add(app: App, user: StoredUser, body: Record<string, unknown>, saved: boolean): Schemas['PaymentOption'] {
  if (user.disable_cc) throw new HttpError(403, 'Card payments are disabled for this account.');
  requireSelf(user, body.user_id);
  const vault = vaultOf(app);
  const card = tokenize(body, user.id, vault.nextId++, saved);
  if (card.card_default) for (const other of savedOf(app, user)) other.card_default = false;
  vault.cards.set(card.token, card);
  return optionOf(card);
}

/** The card an order is paid with; a one-time token is spent by the order. */
export function chargeCard(app: App, user: StoredUser, token: string): StoredCard {
  const card = vaultOf(app).cards.get(token);
  if (!card || card.user_id !== user.id || !isUsable(card)) throw new HttpError(400, PAYMENT_FAILED);
  return card;
}

export function spendToken(app: App, card: StoredCard): void {
  if (!card.saved) vaultOf(app).cards.delete(card.token);
}

/** The user's default saved card, for express checkout. */
export function defaultCard(app: App, user: StoredUser): StoredCard | null {
  return savedOf(app, user).find((c) => c.card_default && isUsable(c)) ?? null;
}

export function paymentRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/tokens/user/{user_id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        requireSelf(user, ctx.params.user_id);
        return savedOf(app, user).map(optionOf);
      },
    },
    {
      method: 'POST',
      template: '/tokens',
      handler: (ctx) => reply(201, add(app, currentUser(ctx), objectBody(ctx), false)),
    },
    {
      method: 'POST',
      template: '/payment-method',
      handler: (ctx) => reply(201, add(app, currentUser(ctx), objectBody(ctx), true)),
    },
    {
      method: 'PUT',
      template: '/tokens/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const card = ownCard(app, user, ctx.params.id!);
        if (!card.saved) throw new HttpError(404, 'Payment token not found.');
        const body = objectBody(ctx);
        if (body.nick_name !== undefined)
          card.nick_name = typeof body.nick_name === 'string' && body.nick_name.trim() ? body.nick_name.trim() : null;
        if (body.card_default === true) {
          for (const other of savedOf(app, user)) other.card_default = false;
          card.card_default = true;
        } else if (body.card_default === false) card.card_default = false;
        return optionOf(card);
      },
    },
    {
      method: 'DELETE',
      template: '/tokens/{id}',
      handler: (ctx) => {
        const card = ownCard(app, currentUser(ctx), ctx.params.id!);
        vaultOf(app).cards.delete(card.token);
        return reply(204);
      },
    },
    {
      method: 'DELETE',
      template: '/payment-method/{id}',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const card = savedOf(app, user).find((c) => String(c.id) === ctx.params.id);
        if (!card) throw new HttpError(404, 'Payment method not found.');
        vaultOf(app).cards.delete(card.token);
        return reply(204);
      },
    },
    {
      method: 'POST',
      template: '/swp/site-verify',
      handler: (ctx) => {
        const user = currentUser(ctx);
        const body = objectBody(ctx);
        requireSelf(user, body.user_id);
        if (typeof body.email !== 'string' || body.email.trim().toLowerCase() !== user.username)
          throw new HttpError(400, 'The e-mail does not match the user.');
        return user.disable_cc
          ? { verified: false, message: 'Card payments are disabled for this account.' }
          : { verified: true, message: null };
      },
    },
  ];
}
