import type { Dataset } from './data/store.ts';
import type { Order, Schemas, StoredUser } from './data/types.ts';
import type { SearchEngine } from './catalog/engine.ts';
import type { Faults } from './faults/faults.ts';
import type { CallCounter } from './faults/calls.ts';
import type { RequestContext, RouteDef } from './http/router.ts';
import { HttpError } from './http/router.ts';

export interface CartState {
  session_id: string;
  ownerId: number;
  customer_type: string | null;
  order_source_type: string | null;
  order_type: 'o' | 'q';
  lines: Schemas['CartLine'][];
  nextLineId: number;
  shipping_info: Schemas['ShippingInfo'];
  billing_info?: Schemas['BillingInfo'];
  header_properties?: Schemas['LineProperty'][];
  department?: string | null;
  misc_info: Schemas['MiscInfo'];
  created_on: string;
  promo_codes?: string[];
  /**
   * The order this cart's content became (POST /order), while the cart stays empty after it: like a
   * real ERP's closed order_session, an ordered cart is not ordered again (409).
   */
  ordered_as?: string;
}

/** One sandbox instance: the shared immutable dataset plus its own mutable state. */
export interface App {
  ds: Dataset;
  search: SearchEngine;
  carts: Map<string, CartState>;
  orders: Order[];
  ordersByKey: Map<string, Order>;
  /** `customer|order_session` → the confirmation first answered. */
  orderSessions: Map<string, Schemas['OrderConfirmation']>;
  nextOrderNumber: number;
  faults: Faults;
  calls: CallCounter;
}

export type Ctx = RequestContext<StoredUser>;
export type Route = RouteDef<StoredUser>;

export const orderKey = (orderno: number, suffix: number): string => `${orderno}-${String(suffix).padStart(2, '0')}`;

export function currentUser(ctx: Ctx): StoredUser {
  if (!ctx.user) throw new HttpError(401, 'JWT Token not found');
  return ctx.user;
}

export const ACCESS_DENIED = 'Access denied.';

/** Customers other than the caller's are refused. */
export function requireOwnCustomer(ctx: Ctx, customerNumber: unknown): StoredUser {
  const user = currentUser(ctx);
  if (typeof customerNumber !== 'string' || customerNumber !== user.customer_number)
    throw new HttpError(403, ACCESS_DENIED);
  return user;
}

export function objectBody(ctx: Ctx): Record<string, unknown> {
  if (typeof ctx.body !== 'object' || ctx.body === null || Array.isArray(ctx.body)) {
    throw new HttpError(400, 'A JSON object body is required.');
  }
  return ctx.body as Record<string, unknown>;
}
