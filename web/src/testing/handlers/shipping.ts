import { HttpResponse } from 'msw';
import {
  CreateShippingAddressDocument,
  DeleteShippingAddressDocument,
  ShippingAddressesDocument,
  UpdateShippingAddressDocument,
  type ShippingAddressFieldsFragment,
} from '../../features/shipping/ShippingAddresses.generated';
import type { CreateShippingAddressInput } from '../../generated/graphql';
import { api } from '../api';

type UserError = {
  __typename: 'UserError';
  field: string | null;
  message: string;
  code: 'REJECTED' | 'UPSTREAM_UNAVAILABLE';
};

/** An address of the mocked gateway's viewer. */
export const shippingAddress = (n: number, overrides: Partial<ShippingAddressFieldsFragment> = {}) => ({
  __typename: 'ShippingAddress' as const,
  id: String(n),
  shipToId: `W${String(n).padStart(4, '0')}`,
  companyName: `Jobsite ${n}`,
  isDefault: false,
  address: {
    __typename: 'Address' as const,
    name: `Jobsite ${n}`,
    line1: `${100 + n} Fabrication Way`,
    line2: null,
    city: 'Houston',
    state: 'TX',
    zip: '77002',
  },
  ...overrides,
});

export const shippingState = {
  addresses: [] as ShippingAddressFieldsFragment[],
  writes: [] as { kind: string; input: unknown }[],
  /** The next write's user errors (then cleared). */
  failNext: null as UserError[] | null,
};

export const resetShipping = (count = 3) => {
  shippingState.addresses = Array.from({ length: count }, (_, i) => shippingAddress(i + 1));
  shippingState.writes = [];
  shippingState.failNext = null;
};

const fromInput = (id: string, input: CreateShippingAddressInput): ShippingAddressFieldsFragment => ({
  ...shippingAddress(Number(id)),
  companyName: input.companyName ?? null,
  isDefault: input.isDefault,
  address: {
    __typename: 'Address',
    name: input.companyName ?? 'Acme Fabrication',
    line1: input.line1,
    line2: input.line2 ?? null,
    city: input.city ?? '',
    state: input.state,
    zip: input.zip,
  },
});

const payload = (changed: ShippingAddressFieldsFragment | null) => {
  const failed = shippingState.failNext;
  shippingState.failNext = null;
  if (failed)
    return {
      __typename: 'ShippingAddressPayload' as const,
      shippingAddress: null,
      shippingAddresses: null,
      viewer: null,
      userErrors: failed,
    };
  const defaultAddress = shippingState.addresses.find((a) => a.isDefault);
  return {
    __typename: 'ShippingAddressPayload' as const,
    shippingAddress: changed,
    shippingAddresses: shippingState.addresses,
    viewer: { __typename: 'Viewer' as const, id: 'u1', defaultShipToId: defaultAddress?.shipToId ?? null },
    userErrors: [],
  };
};

const makeDefault = (id: string, isDefault: boolean) => {
  if (isDefault) shippingState.addresses = shippingState.addresses.map((a) => ({ ...a, isDefault: a.id === id }));
};

export const shippingHandlers = [
  api.query(ShippingAddressesDocument, () =>
    HttpResponse.json({ data: { __typename: 'Query', shippingAddresses: shippingState.addresses } }),
  ),
  api.mutation(CreateShippingAddressDocument, ({ variables }) => {
    shippingState.writes.push({ kind: 'create', input: variables.input });
    if (shippingState.failNext)
      return HttpResponse.json({ data: { __typename: 'Mutation', createShippingAddress: payload(null) } });
    const id = String(Math.max(0, ...shippingState.addresses.map((a) => Number(a.id))) + 1);
    const created = fromInput(id, variables.input);
    shippingState.addresses = [...shippingState.addresses, created];
    makeDefault(id, variables.input.isDefault);
    return HttpResponse.json({ data: { __typename: 'Mutation', createShippingAddress: payload(created) } });
  }),
  api.mutation(UpdateShippingAddressDocument, ({ variables }) => {
    shippingState.writes.push({ kind: 'update', input: variables.input });
    if (shippingState.failNext)
      return HttpResponse.json({ data: { __typename: 'Mutation', updateShippingAddress: payload(null) } });
    const { id, ...input } = variables.input;
    const changed = fromInput(id, input);
    shippingState.addresses = shippingState.addresses.map((a) => (a.id === id ? changed : a));
    makeDefault(id, input.isDefault);
    return HttpResponse.json({ data: { __typename: 'Mutation', updateShippingAddress: payload(changed) } });
  }),
  api.mutation(DeleteShippingAddressDocument, ({ variables }) => {
    shippingState.writes.push({ kind: 'delete', input: variables.input });
    if (!shippingState.failNext)
      shippingState.addresses = shippingState.addresses.filter((a) => a.id !== variables.input.id);
    return HttpResponse.json({ data: { __typename: 'Mutation', deleteShippingAddress: payload(null) } });
  }),
];
