// Test-only: the ERP's order pad as a small stateful fake: POST /order-pad/validate prices the parts
// it knows (by item or vendor part number) and keeps every line; unknown parts stay as error lines.
import type { FakeRoutes } from '../fake-erp.ts';
import type { ErpOrderPadItem } from '../../erp/types.ts';

export type PadPart = { erp: string; vpn: string; price: number };

/** `count` catalogue parts: item ITEM-00001 is also vendor part VPN-1, and so on. */
export const padParts = (count: number): PadPart[] =>
  Array.from({ length: count }, (_, i) => ({
    erp: `ITEM-${String(i + 1).padStart(5, '0')}`,
    vpn: `VPN-${i + 1}`,
    price: 5 + i,
  }));

/** The pad's routes over `parts`; `items` is the pad the ERP keeps. */
export const orderPadRoutes = (parts: PadPart[]): FakeRoutes & { items: ErpOrderPadItem[] } => {
  const items: ErpOrderPadItem[] = [];
  return {
    items,
    'POST /order-pad/validate': ({ init }) => {
      const added = init.body.parts.map((part): ErpOrderPadItem => {
        const found = parts.find((p) => p.erp === part.part_number || p.vpn === part.part_number);
        return {
          line: items.length + 1,
          erp: found?.erp ?? null,
          cpn: null,
          partNumber: part.part_number,
          description: found ? `Part ${found.erp}` : '',
          quantity: part.quantity,
          image: null,
          uom: found ? (part.uom ?? 'EA') : null,
          price: found?.price ?? 0,
          set: found ? 2 : 1,
          error: found ? null : `Item ${part.part_number} was not found.`,
        };
      });
      // Lines are numbered in the order they were added.
      for (const item of added) items.push({ ...item, line: items.length + 1 });
      return { items: items.slice(items.length - added.length) };
    },
    'GET /order-pad/{sessionId}': () => ({ items: [...items] }),
    'DELETE /order-pad/{sessionId}': () => {
      items.splice(0);
      return { deleted: true };
    },
  };
};
