// Orders of the sandbox's seeded history the journeys need by their state (the history is anchored
// at today, so numbers found here are the ones the store shows).
import { getDataset } from '@mro/erp-sandbox';

const DAY = 86_400_000;

/** Acme's most recent order shipped within the 60 days of the return policy, with a line shipped more than once. */
export const returnableAcmeOrder = (): string => {
  const order = getDataset()
    .history.filter(
      (o) =>
        o.custno === '10001' &&
        o.shipdt !== null &&
        o.stagecd !== 9 &&
        !['q', 'qu'].includes(o.transtype) &&
        Date.now() - Date.parse(o.shipdt) < 50 * DAY &&
        o.lines.some((line) => line.quantityShipped > 1),
    )
    .at(-1);
  if (!order) throw new Error('The seeded history has no returnable Acme order.');
  return `${order.orderno}-${String(order.ordersuf).padStart(2, '0')}`;
};
