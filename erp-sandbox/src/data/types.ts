import type { components } from '../generated/openapi.ts';

export type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type ProductItem = Schemas['ProductItem'];
export type User = Schemas['User'];
export type ShipTo = Schemas['ShipTo'];

export interface UomFactor {
  uom: string;
  /** How many default units one of this uom holds. */
  factor: number;
}

/** Pricing and stock facts of an item that the index shape does not carry. */
export interface ItemInfo {
  item: ProductItem;
  product: Product;
  listPrice: number;
  uoms: UomFactor[];
  stock: Record<string, number>;
}

export interface Customer {
  customer_number: string;
  name: string;
  company_number: number;
  warehouse: string;
  /** Price-level multiplier applied to list prices. */
  priceLevel: number;
  shipTos: ShipTo[];
  catalogs: string[];
  workflow_currency: 'dollars' | 'units';
  bill_to: { address1: string; address2: string | null; city: string; state: string; zip: string };
  open_browse: boolean;
}

export interface StoredUser extends User {
  passwordHash: string;
}

export interface OrderLine {
  lineNumber: number;
  erp: string;
  description: string;
  quantityOrdered: number;
  quantityShipped: number;
  quantityBackordered: number;
  uom: string;
  price: number;
  units: number | null;
}

export interface Order {
  orderno: number;
  ordersuf: number;
  custno: string;
  custpo: string | null;
  transtype: string;
  stagecd: number;
  enterdt: string;
  promisedt: string | null;
  shipdt: string | null;
  invoicedt: string | null;
  canceldt: string | null;
  userId: number | null;
  /** Placed through the web store (GET /orders/web-orders); false for phone, fax and EDI orders. */
  placedOnline: boolean;
  employeename: string | null;
  email: string | null;
  approval_status: string | null;
  shipTo: ShipTo;
  carrierCode: string | null;
  proNumber: string | null;
  trackingUrl: string | null;
  tax: number;
  /** Freight charged when placed (seeded history has none). */
  freight?: number;
  /** Promo discount given when placed. */
  discount?: number;
  lines: OrderLine[];
  notes: string[];
  estimated: boolean;
  /** The department key the order was charged to (department-grouped workflows, seeded spend history). */
  department?: string | null;
  /** Why the ERP placed the order On Hold for review (its data appears invalid); absent when not held. */
  hold_reason?: string | null;
}
