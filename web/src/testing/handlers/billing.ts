import { HttpResponse } from 'msw';
import {
  AddSavedCardDocument,
  BillingInfoDocument,
  MakeDefaultCardDocument,
  RemoveCardDocument,
  type BillingCardFragment,
} from '../../features/payment/BillingInfo.generated';
import type { AddSavedCardInput } from '../../generated/graphql';
import { api } from '../api';

type UserError = {
  __typename: 'UserError';
  field: string | null;
  message: string;
  code: 'REJECTED' | 'UPSTREAM_UNAVAILABLE' | 'NOT_FOUND';
};

export const billingCard = (n: number, overrides: Partial<BillingCardFragment> = {}): BillingCardFragment => ({
  __typename: 'SavedCard',
  token: `tok_${n}`,
  title: `Visa ending in ${String(1000 + n)} (exp 12/2029)`,
  cardType: 'VISA',
  last4: String(1000 + n),
  maskedNumber: `************${1000 + n}`,
  nameOnCard: 'Tess Tyrell',
  nickname: null,
  expirationMonth: 12,
  expirationYear: 2029,
  isDefault: n === 1,
  billingZip: '90210',
  ...overrides,
});

export const billingState = {
  cards: [] as BillingCardFragment[],
  canSaveAsDefault: true,
  newCardAvailable: true,
  added: [] as AddSavedCardInput[],
  failNext: null as UserError[] | null,
};

export const resetBilling = (count = 3) => {
  billingState.cards = Array.from({ length: count }, (_, i) => billingCard(i + 1));
  billingState.canSaveAsDefault = true;
  billingState.newCardAvailable = true;
  billingState.added = [];
  billingState.failNext = null;
};

const answer = () => {
  const failed = billingState.failNext;
  billingState.failNext = null;
  return failed
    ? { __typename: 'SavedCardPayload' as const, savedCards: null, userErrors: failed }
    : { __typename: 'SavedCardPayload' as const, savedCards: billingState.cards, userErrors: [] };
};
const sorted = () => [...billingState.cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

export const billingHandlers = [
  api.query(BillingInfoDocument, () =>
    HttpResponse.json({
      data: {
        __typename: 'Query',
        billingInfo: {
          __typename: 'BillingInfo',
          savedCards: billingState.cards,
          newCardAvailable: billingState.newCardAvailable,
          newCardMessage: billingState.newCardAvailable ? null : 'Unable to load payment form',
          expirationYears: Array.from({ length: 15 }, (_, i) => 2026 + i),
          canSaveAsDefault: billingState.canSaveAsDefault,
        },
      },
    }),
  ),
  api.mutation(AddSavedCardDocument, ({ variables }) => {
    billingState.added.push(variables.input);
    if (!billingState.failNext) {
      const { input } = variables;
      const n = billingState.cards.length + 100;
      const last4 = input.number.replace(/\D/g, '').slice(-4);
      if (input.makeDefault) billingState.cards = billingState.cards.map((c) => ({ ...c, isDefault: false }));
      billingState.cards.push(
        billingCard(n, {
          last4,
          maskedNumber: `************${last4}`,
          nickname: input.nickname ?? null,
          isDefault: input.makeDefault,
        }),
      );
      billingState.cards = sorted();
    }
    return HttpResponse.json({ data: { __typename: 'Mutation', addSavedCard: answer() } });
  }),
  api.mutation(MakeDefaultCardDocument, ({ variables }) => {
    if (!billingState.failNext) {
      billingState.cards = billingState.cards.map((c) => ({ ...c, isDefault: c.token === variables.input.token }));
      billingState.cards = sorted();
    }
    return HttpResponse.json({ data: { __typename: 'Mutation', updateSavedCard: answer() } });
  }),
  api.mutation(RemoveCardDocument, ({ variables }) => {
    if (!billingState.failNext)
      billingState.cards = billingState.cards.filter((c) => c.token !== variables.input.token);
    return HttpResponse.json({ data: { __typename: 'Mutation', removeSavedCard: answer() } });
  }),
];
