import { ORDER_DETAILS_LIMITS } from '@mro/rules/checkout';

/**
 * The two notes an order carries to the ERP (misc_info), in the order checkout's Order Details and the
 * cart's Express Checkout ask for them; `miscInfoErrors` checks them by these names.
 */
export const ORDER_NOTE_FIELDS = [
  {
    name: 'shippingInstructions',
    label: 'Shipping instructions',
    maxLength: ORDER_DETAILS_LIMITS.shippingInstructions,
  },
  { name: 'comments', label: 'Comments', maxLength: ORDER_DETAILS_LIMITS.comments },
] as const;

export type OrderNotes = Record<(typeof ORDER_NOTE_FIELDS)[number]['name'], string>;
