import { amount } from '../common/amount.ts';
import type { Availability, Resolvers } from '../generated/resolvers-types.ts';
import type { ErpItemPricing } from '../erp/types.ts';
import { shopperAmountMode } from '../context.ts';

// Below this many units available, stock shows as limited.
const LIMITED_STOCK = 10;

export const availabilityOf = (pricing: ErpItemPricing): Availability => {
  if (!(pricing.price > 0)) return 'UNAVAILABLE';
  if (pricing.quantity_available <= 0) return 'OUT_OF_STOCK';
  return pricing.quantity_available < LIMITED_STOCK ? 'LIMITED' : 'IN_STOCK';
};

export const pricingResolvers: Resolvers = {
  ItemPrice: {
    amount: (pricing, _args, context) => (pricing.price > 0 ? amount(pricing.price, shopperAmountMode(context)) : null),
    unitOfMeasure: (pricing) => pricing.uom,
    unitPrices: (pricing, _args, context) => {
      const mode = shopperAmountMode(context);
      return pricing.pricing_list
        .filter((entry) => entry.price > 0)
        .map((entry) => ({ unitOfMeasure: entry.uom, amount: amount(entry.price, mode) }));
    },
    quantityAvailable: (pricing) => Math.max(0, pricing.quantity_available),
    availability: (pricing) => availabilityOf(pricing),
    purchasable: (pricing) => pricing.price > 0,
  },
};
