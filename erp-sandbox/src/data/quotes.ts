import { type Rng, int, mulberry32 } from './prng.ts';
import { customerUnitPrice, round2 } from '../pricing/price.ts';
import { isoDate } from '../dates.ts';
import type { Customer, ItemInfo, Order, OrderLine, StoredUser } from './types.ts';

const DAY = 86_400_000;

/** The customer whose history carries one quote for each conversion case. */
export const SCENARIO_CUSTOMER = '10001';

/**
 * One quote per conversion case, found by its PO number. Their states (estimated, expired, running,
 * another user's, in approval, no lines, refused by the ERP) are the blocking rules of the spec.
 */
export const SCENARIO_QUOTES = {
  convertible: 'Q-CONVERT-A',
  reducible: 'Q-CONVERT-B',
  zeroable: 'Q-CONVERT-C',
  estimated: 'Q-ESTIMATED',
  expired: 'Q-EXPIRED',
  running: 'Q-RUNNING',
  otherUser: 'Q-OTHER-USER',
  inApproval: 'Q-IN-APPROVAL',
  noLines: 'Q-NO-LINES',
  refused: 'Q-REFUSED',
} as const;

/** Quotes whose conversion the ERP already runs when the sandbox starts. */
export const RUNNING_CONVERSION_POS: ReadonlySet<string> = new Set([SCENARIO_QUOTES.running]);
/** Quotes the ERP refuses to turn into orders ('Error: Unable to order quote.'). */
export const REFUSED_CONVERSION_POS: ReadonlySet<string> = new Set([SCENARIO_QUOTES.refused]);

function linesFor(rng: Rng, customer: Customer, items: ItemInfo[], count: number): OrderLine[] {
  const lines: OrderLine[] = [];
  for (let n = 0; lines.length < count && n < 200; n++) {
    const info = items[int(rng, 0, items.length - 1)]!;
    const price = customerUnitPrice(customer, info);
    if (price === 0) continue;
    const qty = int(rng, 2, 12);
    lines.push({
      lineNumber: lines.length + 1,
      erp: info.item.erp,
      description: info.item.description,
      quantityOrdered: qty,
      quantityShipped: 0,
      quantityBackordered: 0,
      uom: info.item.uom,
      price,
      units: info.item.units ?? null,
    });
  }
  return lines;
}

/** The scenario quotes, numbered from `nextNumber`; a separate random stream keeps the rest of the dataset unchanged. */
export function buildScenarioQuotes(
  seed: number,
  customer: Customer,
  users: StoredUser[],
  items: ItemInfo[],
  anchorMs: number,
  nextNumber: number,
): Order[] {
  const rng = mulberry32(seed ^ 0x5eed06);
  const owner = users.find((u) => u.id === 1) ?? users[0];
  const other = users.find((u) => u.id === 2) ?? owner;
  let number = nextNumber;
  return Object.values(SCENARIO_QUOTES).map((po, i) => {
    const placer = po === SCENARIO_QUOTES.otherUser ? other : owner;
    const lines =
      po === SCENARIO_QUOTES.noLines ? [] : linesFor(rng, customer, items, po === SCENARIO_QUOTES.convertible ? 3 : 2);
    const enter = anchorMs - (3 + i) * DAY;
    const subtotal = round2(lines.reduce((s, l) => s + l.price * l.quantityOrdered, 0));
    return {
      orderno: number++,
      ordersuf: 0,
      custno: customer.customer_number,
      custpo: po,
      transtype: 'q',
      stagecd: 1,
      enterdt: isoDate(enter),
      promisedt: null,
      shipdt: null,
      invoicedt: null,
      // A quote's cancel date is when it lapses.
      canceldt: isoDate(po === SCENARIO_QUOTES.expired ? anchorMs - DAY : anchorMs + 30 * DAY),
      userId: placer?.id ?? null,
      placedOnline: placer !== null,
      employeename: placer?.name ?? null,
      email: placer?.username ?? null,
      approval_status: po === SCENARIO_QUOTES.inApproval ? 'Pending' : null,
      shipTo: customer.shipTos[0]!,
      carrierCode: null,
      proNumber: null,
      trackingUrl: null,
      tax: 0,
      lines,
      notes: subtotal > 0 ? ['Quoted prices hold until the cancel date.'] : [],
      estimated: po === SCENARIO_QUOTES.estimated,
    } satisfies Order;
  });
}
