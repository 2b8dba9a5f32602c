import type { CartKind, OrderType, Resolvers } from '../generated/resolvers-types.ts';
import { loadExpressCheck, loadExpressEstimate, placeExpressOrder } from './express-provider.ts';
import { loadOrderEstimate } from './order-estimate.ts';
import { amount } from '../common/amount.ts';
import { shopperAmountMode } from '../context.ts';
import {
  cartKind,
  lacksUnits,
  loadDepartments,
  loadShipTos,
  placeOrder,
  updateCheckoutDetails,
} from './checkout-provider.ts';
import { formatOrderNumber, orderTypeOf } from '../common/order-codes.ts';
import { canSwitchCustomer } from '../auth/account-access.ts';
import { confirmationShipTo, shipToAddress } from '../erp/addresses.ts';

export const checkoutResolvers: Resolvers = {
  Query: {
    shipTos: (_parent, _args, context) => loadShipTos(context),
    orderEstimate: (_parent, _args, context) => loadOrderEstimate(context),
    expressCheckout: (_parent, _args, context) => loadExpressCheck(context),
    checkoutDepartments: async (_parent, _args, context) => {
      const result = await loadDepartments(context);
      return {
        required: result.grouped,
        departments: result.departments.map((d) => ({ key: d.department_key, name: d.description })),
      };
    },
  },
  Mutation: {
    updateCheckoutDetails: (_parent, { input }, context) => updateCheckoutDetails(context, input),
    placeOrder: (_parent, { input }, context) => placeOrder(context, input),
    placeExpressOrder: (_parent, { input }, context) => placeExpressOrder(context, input),
  },
  Viewer: {
    canEditShipTo: (user) => user.can_edit_ship_to === true,
    // A default ship-to applies only to users who cannot switch customers (account-admin-calls §6).
    defaultShipToId: (user) => (canSwitchCustomer(user) ? null : (user.shipto_id ?? null)),
  },
  OrderEstimate: {
    subtotal: (estimate, _args, context) => amount(estimate.sub_total, shopperAmountMode(context)),
    discount: (estimate, _args, context) => amount(estimate.discount, shopperAmountMode(context)),
    shipping: (estimate, _args, context) => amount(estimate.shipping, shopperAmountMode(context)),
    tax: (estimate, _args, context) => amount(estimate.tax, shopperAmountMode(context)),
    total: (estimate, _args, context) => amount(estimate.total, shopperAmountMode(context)),
    freeFreight: (estimate) => estimate.free_freight,
  },
  ExpressCheckout: {
    paymentTitle: (check) => check.payment?.Title ?? null,
    shipTo: (check) => (check.ship_to ? shipToAddress(check.ship_to) : null),
    purchaseOrderRequired: (check) => check.po_required,
    estimate: (check, _args, context) => loadExpressEstimate(context, check),
  },
  Cart: {
    kind: (cart): CartKind => cartKind(cart),
    headerProperties: (cart) => cart.header_properties ?? [],
    department: (cart) => cart.department ?? null,
    shippingInstructions: (cart) => cart.misc_info.shipping_instructions ?? null,
    comments: (cart) => cart.misc_info.comments ?? null,
    unitsMissing: (cart, _args, context) => shopperAmountMode(context) === 'UNITS' && cart.cart_lines.some(lacksUnits),
    unitsMissingItems: (cart, _args, context) =>
      shopperAmountMode(context) === 'UNITS' ? cart.cart_lines.filter(lacksUnits).map((line) => line.erp) : [],
  },
  CartLine: {
    unitsMissing: (line, _args, context) => shopperAmountMode(context) === 'UNITS' && lacksUnits(line),
  },
  ShipTo: {
    id: (shipTo) => shipTo.shipto,
    label: (shipTo) => shipTo.display,
    address: (shipTo) => shipToAddress(shipTo),
    purchaseOrderRequired: (shipTo) => shipTo.poreqfl,
  },
  OrderConfirmation: {
    orderNumber: (order) => formatOrderNumber(order.order_number, order.order_suffix),
    orderType: (order): OrderType => orderTypeOf(order.order_type),
    estimatedPricing: (order) => order.estimated_pricing,
    onHold: (order) => order.on_hold === true,
    holdReason: (order) => (order.on_hold ? (order.hold_reason ?? null) : null),
    purchaseOrderNumber: (order) => order.customer_po_number ?? null,
    shippingInstructions: (order) => order.instructions ?? null,
    comments: (order) => order.comments ?? null,
    paymentTitle: (order) => order.payment_title ?? null,
    shipTo: (order) => confirmationShipTo(order),
    subtotal: (order, _args, context) => amount(order.sales_amount, shopperAmountMode(context)),
    tax: (order, _args, context) => amount(order.sales_tax_amount, shopperAmountMode(context)),
    shipping: (order, _args, context) => amount(order.shipping_amount ?? 0, shopperAmountMode(context)),
    discount: (order, _args, context) => amount(order.discount_amount ?? 0, shopperAmountMode(context)),
    total: (order, _args, context) => amount(order.total_order_value, shopperAmountMode(context)),
    lines: (order) => order.order_lines,
  },
  OrderConfirmationLine: {
    lineNumber: (line) => line.line_number,
    quantity: (line) => line.order_quantity,
    unitOfMeasure: (line) => line.unit_of_measure,
    unitPrice: (line, _args, context) => amount(line.price, shopperAmountMode(context)),
    lineTotal: (line, _args, context) => amount(line.line_total, shopperAmountMode(context)),
  },
};
