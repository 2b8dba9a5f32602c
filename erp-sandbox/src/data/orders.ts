import { type Rng, chance, int, pick } from './prng.ts';
import { customerUnitPrice, round2 } from '../pricing/price.ts';
import { isoDate } from '../dates.ts';
import type { Customer, ItemInfo, Order, OrderLine, StoredUser } from './types.ts';

export const ORDER_TYPES = ['o', 'q', 'b', 'd', 'f', 's', 'k', 'c', 'cr', 'r'] as const;
export const STAGES = [0, 1, 2, 3, 4, 5, 9] as const;
export const FIRST_ORDER_NUMBER = 1_000_001;
export const TAX_RATE = 0.0825;

const FREIGHT = [
  'AAA-Coop PPD',
  'Dayton-PPD',
  'Estes-PPD',
  'Peninsula Trucking',
  'S.EasternPPD',
  'SAIA Prepaid',
  'Ylw-Rdwy-PPD',
];
const DAY = 86_400_000;

function tracking(rng: Rng): Pick<Order, 'carrierCode' | 'proNumber' | 'trackingUrl'> {
  const r = rng();
  if (r < 0.45) {
    const n = `1Z${int(rng, 100, 999)}AA1${String(int(rng, 0, 99_999_999)).padStart(8, '0')}`;
    return { carrierCode: 'UPS Ground', proNumber: n, trackingUrl: `https://www.ups.com/track?tracknum=${n}` };
  }
  if (r < 0.75) {
    const n = String(int(rng, 100_000, 999_999)) + String(int(rng, 100_000, 999_999));
    return { carrierCode: 'FedEx Ground', proNumber: n, trackingUrl: `https://www.fedex.com/fedextrack/?trknbr=${n}` };
  }
  if (r < 0.95)
    return {
      carrierCode: pick(rng, FREIGHT),
      proNumber: String(int(rng, 100_000_000, 999_999_999)),
      trackingUrl: null,
    };
  return { carrierCode: 'Will Call', proNumber: null, trackingUrl: null };
}

function stageFor(rng: Rng, ageDays: number): number {
  if (chance(rng, 0.06)) return 9;
  if (ageDays > 60) return chance(rng, 0.6) ? 5 : 4;
  if (ageDays > 14) return pick(rng, [3, 4, 4, 5]);
  return pick(rng, [0, 1, 1, 2, 3]);
}

function typeFor(rng: Rng): string {
  return chance(rng, 0.6) ? 'o' : chance(rng, 0.3) ? 'q' : pick(rng, ORDER_TYPES);
}

/** Past orders of a customer over `spanDays` (two years) before `anchorMs`, oldest first, numbered from `nextNumber`. */
export function buildHistory(
  rng: Rng,
  customer: Customer,
  users: StoredUser[],
  items: ItemInfo[],
  count: number,
  anchorMs: number,
  nextNumber: number,
  spanDays = 730,
): Order[] {
  const dates = Array.from({ length: count }, () => anchorMs - int(rng, 1, spanDays) * DAY).sort((a, b) => a - b);
  const orders: Order[] = [];
  let number = nextNumber;
  dates.forEach((enter, i) => {
    const ageDays = Math.round((anchorMs - enter) / DAY);
    // The first orders cycle through every type and stage so each appears at least once.
    const transtype = i < ORDER_TYPES.length ? ORDER_TYPES[i]! : typeFor(rng);
    const stagecd = i >= 20 && i < 20 + STAGES.length ? STAGES[i - 20]! : stageFor(rng, ageDays);
    const user = users.length ? pick(rng, users) : null;
    const lines: OrderLine[] = [];
    const lineCount = int(rng, 1, 8);
    for (let n = 1; lines.length < lineCount && n < 40; n++) {
      const info = pick(rng, items);
      const price = customerUnitPrice(customer, info);
      if (price === 0) continue;
      const qty = int(rng, 1, 24);
      const shippedAll = stagecd >= 3 && stagecd !== 9;
      const backordered =
        shippedAll && chance(rng, 0.1) ? int(rng, 1, qty) : stagecd === 2 && chance(rng, 0.2) ? int(rng, 1, qty) : 0;
      lines.push({
        lineNumber: lines.length + 1,
        erp: info.item.erp,
        description: info.item.description,
        quantityOrdered: qty,
        quantityShipped: shippedAll ? qty - backordered : 0,
        quantityBackordered: backordered,
        uom: info.item.uom,
        price,
        units: info.item.units ?? null,
      });
    }
    const subtotal = round2(lines.reduce((s, l) => s + l.price * l.quantityOrdered, 0));
    const shipped = stagecd >= 3 && stagecd !== 9;
    const suffix = transtype === 'b' && orders.length > 0 ? 1 : 0;
    const orderno = suffix === 1 ? orders[orders.length - 1]!.orderno : number++;
    orders.push({
      orderno,
      ordersuf: suffix,
      custno: customer.customer_number,
      custpo: chance(rng, 0.7) ? `PO-${int(rng, 10000, 99999)}` : null,
      transtype,
      stagecd,
      enterdt: isoDate(enter),
      promisedt: isoDate(enter + int(rng, 2, 10) * DAY),
      shipdt: shipped ? isoDate(enter + int(rng, 1, 5) * DAY) : null,
      invoicedt: stagecd === 4 || stagecd === 5 ? isoDate(enter + int(rng, 5, 10) * DAY) : null,
      canceldt: stagecd === 9 ? isoDate(enter + int(rng, 1, 3) * DAY) : null,
      userId: user?.id ?? null,
      // Half of a user's history came through the web store (derived from the number: the random stream stays as it was).
      placedOnline: user !== null && orderno % 2 === 0,
      employeename: user?.name ?? null,
      email: user?.username ?? null,
      approval_status: chance(rng, 0.08) ? pick(rng, ['Approved', 'Rejected', 'Pending']) : null,
      shipTo: pick(rng, customer.shipTos),
      ...(shipped ? tracking(rng) : { carrierCode: null, proNumber: null, trackingUrl: null }),
      tax: stagecd === 4 || stagecd === 5 ? round2(subtotal * TAX_RATE) : 0,
      lines,
      notes: chance(rng, 0.2) ? ['Deliver to receiving dock between 7am and 3pm.'] : [],
      // Some quotes carry last-paid prices as estimates (derived from the number: the random stream stays as it was).
      estimated: transtype === 'q' && orderno % 3 === 0,
    });
  });
  return orders;
}
