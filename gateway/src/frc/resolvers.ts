import type { Resolvers } from '../generated/resolvers-types.ts';
import { loadUnitAllowances } from './frc-provider.ts';

export const frcResolvers: Resolvers = {
  Query: {
    unitAllowances: (_parent, { input }, context) => loadUnitAllowances(context, input),
  },
};
