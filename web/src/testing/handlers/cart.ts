import { HttpResponse } from 'msw';
import {
  CartDocument,
  CartLineKeysDocument,
  RemoveCartLinesDocument,
  UpdateCartLineDocument,
} from '../../features/cart/Cart.generated';
import type { CartLineFieldsFragment } from '../../features/cart/CartLineColumns.generated';
import { CartBadgeDocument, CartPreviewDocument } from '../../features/cart/CartLink.generated';
import { AddCartLinesDocument } from '../../features/catalog/AddToCart.generated';
import { api } from '../api';
import { cartLineKeysOf } from '../factories/cart';
import { amount, cartLine, valued } from '../fixtures';
import { ApplyPromoCodeDocument, RemovePromoCodeDocument } from '../../features/cart/PromoCode.generated';
import {
  LinePropertyFieldsDocument,
  UpdateCartLinePropertiesDocument,
} from '../../features/cart/LineProperties.generated';
import { CartSharingDocument, ShareCartDocument, SharedCartDocument } from '../../features/cart/ShareCart.generated';
import { CartShortcutsDocument } from '../../features/cart/CartShortcuts.generated';

/** An in-memory cart so mutations and refetches agree, as the gateway's would. */
export const cartState = {
  lines: [] as CartLineFieldsFragment[],
  promoCodes: [] as string[],
  withLineFields: false,
  fillDowns: [] as boolean[],
  /** The (offset, limit) windows the cart page asked for. */
  windows: [] as [number, number][],
};

const JOB_FIELD = {
  __typename: 'UserDefinedField' as const,
  name: 'job_number',
  label: 'Job Number',
  inputType: 'TEXT' as const,
  dataType: null,
  required: true,
  mustValidate: false,
  options: [],
  minValue: null,
  maxValue: null,
  maxLength: 7,
  pattern: '[A-Z]{2}-\\d{4}',
};
export const resetCart = (lines: CartLineFieldsFragment[] = []) => {
  shareState.shares = [];
  cartState.lines = lines.map((l) => ({ ...l }));
  cartState.promoCodes = [];
  cartState.withLineFields = false;
  cartState.fillDowns = [];
  cartState.windows = [];
};

const UNIT = 4.5;

function totals() {
  const subtotal = cartState.lines.reduce((sum, l) => sum + l.quantity * UNIT, 0);
  return {
    __typename: 'Cart' as const,
    id: 'cart-1',
    itemCount: cartState.lines.reduce((sum, l) => sum + l.quantity, 0),
    lineCount: cartState.lines.length,
    fromScan: false,
    subtotal: amount(`$${subtotal.toFixed(2)}`),
    promoCodes: [...cartState.promoCodes],
    freeFreight: cartState.promoCodes.includes('FREEFR8'),
    discount: valued(cartState.promoCodes.includes('SAVE10') ? subtotal / 10 : 0),
  };
}

const ok = <T>(cart: T) => ({ cart, userErrors: [] });

/** Shares the mocked gateway received; colleagues it knows (acme.example addresses). */
export const shareState = { shares: [] as string[][] };

export const cartHandlers = [
  api.query(CartSharingDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        viewer: { __typename: 'Viewer', id: '1', permissions: { __typename: 'Permissions', canShareCart: true } },
      },
    }),
  ),
  api.mutation(ShareCartDocument, ({ variables }) => {
    const colleagues = variables.input.recipients.filter((r) => r.endsWith('@acme.example'));
    const ok = colleagues.length > 0;
    if (ok) shareState.shares.push(colleagues);
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        shareCart: {
          __typename: 'ShareCartPayload',
          sharedCart: ok ? { __typename: 'SharedCart', id: `share-${shareState.shares.length}` } : null,
          recipients: colleagues.map((username) => ({
            __typename: 'SharedCartRecipient',
            username,
            name: 'Alan Approver',
          })),
          userErrors: ok
            ? []
            : [
                {
                  __typename: 'UserError',
                  field: 'recipients',
                  code: 'REJECTED',
                  message: 'No other users were found within your company to share your cart.',
                },
              ],
        },
      },
    });
  }),
  api.query(SharedCartDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        sharedCart:
          variables.id === 'share-1'
            ? {
                __typename: 'SharedCart',
                id: 'share-1',
                sharerUsername: 'buyer@acme.example',
                lineCount: 1,
                subtotal: amount('$9.00'),
                sharedAt: '2026-11-20T10:00:00.000Z',
                owner: {
                  __typename: 'SharedCartOwner',
                  name: 'Bianca Buyer',
                  username: 'buyer@acme.example',
                  phone: null,
                },
                lines: [
                  {
                    __typename: 'SharedCartLine',
                    erp: '100001',
                    description: 'Cart item 100001',
                    quantity: 2,
                    unitOfMeasure: 'EA',
                    unitPrice: amount('$4.50'),
                    lineTotal: amount('$9.00'),
                  },
                ],
              }
            : null,
      },
    }),
  ),
  api.query(CartBadgeDocument, () => {
    const { id, itemCount, lineCount } = totals();
    return HttpResponse.json({ data: { __typename: 'Query', cart: { __typename: 'Cart', id, itemCount, lineCount } } });
  }),
  api.query(CartPreviewDocument, () => {
    const { id, itemCount, lineCount, subtotal } = totals();
    const lines = cartState.lines
      .slice(0, 20)
      .map(({ id: lineId, erp, description, quantity, unitOfMeasure, unitPrice, lineTotal }) => ({
        __typename: 'CartLine' as const,
        id: lineId,
        erp,
        description,
        quantity,
        unitOfMeasure,
        unitPrice,
        lineTotal,
      }));
    return HttpResponse.json({
      data: { __typename: 'Query', cart: { __typename: 'Cart', id, itemCount, lineCount, subtotal, lines } },
    });
  }),
  api.query(CartDocument, ({ variables }) => {
    cartState.windows.push([variables.offset, variables.limit]);
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        cart: {
          ...totals(),
          promoCodesOffered: true,
          lines: cartState.lines.slice(variables.offset, variables.offset + variables.limit),
        },
      },
    });
  }),
  api.query(CartLineKeysDocument, ({ variables: { offset, limit } }) =>
    HttpResponse.json({ data: { __typename: 'Query', cart: cartLineKeysOf(cartState.lines, offset, limit) } }),
  ),
  api.mutation(UpdateCartLineDocument, ({ variables }) => {
    const line = cartState.lines.find((l) => l.id === variables.input.lineId);
    if (line) Object.assign(line, cartLine(line.id, line.erp, variables.input.quantity, UNIT));
    const lines = cartState.lines.slice(variables.lineOffset, variables.lineOffset + 1);
    return HttpResponse.json({
      data: { __typename: 'Mutation', updateCartLine: { __typename: 'CartPayload', ...ok({ ...totals(), lines }) } },
    });
  }),
  api.mutation(RemoveCartLinesDocument, ({ variables }) => {
    cartState.lines = cartState.lines.filter((l) => !variables.input.lineIds.includes(l.id));
    return HttpResponse.json({
      data: { __typename: 'Mutation', removeCartLines: { __typename: 'CartPayload', ...ok(totals()) } },
    });
  }),
  // The cart's quick add and import are a test's own (they follow the order pad's switch): off unless it says.
  api.query(CartShortcutsDocument, () =>
    HttpResponse.json({
      data: { __typename: 'Query', viewer: { __typename: 'Viewer', id: 'u1', orderPadEnabled: false } },
    }),
  ),
  api.query(LinePropertyFieldsDocument, () =>
    HttpResponse.json({
      data: { __typename: 'Query', userDefinedFields: cartState.withLineFields ? [JOB_FIELD] : [] },
    }),
  ),
  api.mutation(UpdateCartLinePropertiesDocument, ({ variables }) => {
    const { lineId, values, fillDown } = variables.input;
    cartState.fillDowns.push(fillDown === true);
    const from = cartState.lines.findIndex((l) => l.id === lineId);
    cartState.lines.forEach((line, index) => {
      if (index === from || (fillDown && index > from)) {
        line.properties = values.map((v) => ({
          __typename: 'LinePropertyValue' as const,
          name: v.name,
          value: v.value,
        }));
      }
    });
    const lines = cartState.lines.map((l) => ({ __typename: 'CartLine' as const, id: l.id, properties: l.properties }));
    return HttpResponse.json({
      data: {
        __typename: 'Mutation',
        updateCartLineProperties: {
          __typename: 'CartPayload',
          cart: { __typename: 'Cart', id: 'cart-1', lines },
          userErrors: [],
        },
      },
    });
  }),
  api.mutation(ApplyPromoCodeDocument, ({ variables }) => {
    const code = variables.input.code;
    if (!['SAVE10', 'FREEFR8'].includes(code)) {
      return HttpResponse.json({
        data: {
          __typename: 'Mutation',
          applyPromoCode: {
            __typename: 'CartPayload',
            cart: null,
            userErrors: [
              { __typename: 'UserError', field: 'code', message: 'Invalid promo code', code: 'INVALID_INPUT' },
            ],
          },
        },
      });
    }
    cartState.promoCodes = [...new Set([...cartState.promoCodes, code])];
    return HttpResponse.json({
      data: { __typename: 'Mutation', applyPromoCode: { __typename: 'CartPayload', ...ok(totals()) } },
    });
  }),
  api.mutation(RemovePromoCodeDocument, ({ variables }) => {
    cartState.promoCodes = cartState.promoCodes.filter((code) => code !== variables.input.code);
    return HttpResponse.json({
      data: { __typename: 'Mutation', removePromoCode: { __typename: 'CartPayload', ...ok(totals()) } },
    });
  }),
  api.mutation(AddCartLinesDocument, ({ variables }) => {
    for (const input of variables.input.lines) {
      cartState.lines.push(cartLine(`line-${cartState.lines.length + 1}`, input.erp, input.quantity, UNIT));
    }
    return HttpResponse.json({
      data: { __typename: 'Mutation', addCartLines: { __typename: 'CartPayload', ...ok(totals()) } },
    });
  }),
];
