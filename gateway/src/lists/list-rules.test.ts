import { describe, expect, it } from 'vitest';
import type { ErpShoppingListSummary } from '../erp/types.ts';
import { canDelete, canEditDetails, canEditItems, canShare, priceIn } from './list-rules.ts';

const list = (overrides: Partial<ErpShoppingListSummary> = {}): ErpShoppingListSummary => ({
  id: '1',
  name: 'L',
  description: null,
  public: false,
  uid: 1,
  owner_username: 'o@x',
  owner_name: 'O',
  user_id: 1,
  customer_number: '10001',
  users: [{ id: 2, username: 's@x', name: 'S' }],
  tags: [],
  item_count: 0,
  updated_on: '2026-11-01T00:00:00Z',
  ...overrides,
});
const owner = { userId: 1 };
const share = { userId: 2 };
const other = { userId: 3 };

describe('shopping-list permissions', () => {
  it('lets the owner edit items and share private lists, the owner or an admin edit details', () => {
    expect([canEditItems(list(), owner), canEditItems(list(), share)]).toEqual([true, false]);
    expect([canShare(list(), owner), canShare(list({ public: true }), owner), canShare(list(), share)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canEditDetails(list(), other, true), canEditDetails(list(), share, false)]).toEqual([true, false]);
  });

  it('lets the owner delete, a share of a private list leave, and nobody else', () => {
    expect(canDelete(list(), owner)).toBe(true);
    expect(canDelete(list(), share)).toBe(true);
    expect(canDelete(list({ public: true }), share)).toBe(false);
    expect(canDelete(list({ public: true }), other)).toBe(false);
  });

  it('prices an item in its own unit of measure', () => {
    const pricing = {
      erp: 'A',
      uom: 'EA',
      price: 2,
      display: '$2.00',
      quantity_available: 5,
      pricing_list: [
        { uom: 'EA', price: 2, display: '$2.00' },
        { uom: 'BX', price: 20, display: '$20.00' },
      ],
    };
    expect(priceIn(pricing, 'BX')).toBe(20);
    expect(priceIn(pricing, 'CA')).toBe(0);
    expect(priceIn(null, 'EA')).toBe(0);
  });
});
