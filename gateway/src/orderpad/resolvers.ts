import type { Resolvers } from '../generated/resolvers-types.ts';
import {
  addOrderPadLines,
  addOrderPadToCart,
  clearOrderPad,
  loadOrderPad,
  partNumberSuggestions,
  removeOrderPadLines,
  unitsOfMeasure,
} from './orderpad-provider.ts';
import { addPartNumbersToCart } from './part-numbers-to-cart.ts';

export const orderPadResolvers: Resolvers = {
  Query: {
    orderPad: (_parent, _args, context) => loadOrderPad(context),
    unitsOfMeasure: (_parent, _args, context) => unitsOfMeasure(context),
    partNumberSuggestions: (_parent, { term }, context) => partNumberSuggestions(context, term),
  },
  Mutation: {
    addOrderPadLines: (_parent, { input }, context) => addOrderPadLines(context, input),
    removeOrderPadLines: (_parent, { input }, context) => removeOrderPadLines(context, input.lines),
    clearOrderPad: (_parent, _args, context) => clearOrderPad(context),
    addOrderPadToCart: (_parent, _args, context) => addOrderPadToCart(context),
    addPartNumbersToCart: (_parent, { input }, context) => addPartNumbersToCart(context, input),
  },
};
