import type { GatewayContext } from '../context.ts';
import type { ErpLineProperty } from '../erp/types.ts';
import type { UdfKind, UserError } from '../generated/resolvers-types.ts';
import { checkUdfInput } from './udf-provider.ts';

/** What other domains may ask of the user-defined fields, through `context.providers.udf`. */
export type UdfProvider = {
  /** Checks values against the customer's fields of that kind (the shared rules); errors name `fieldPrefix`. */
  checkUdfInput(
    kind: UdfKind,
    entries: readonly { name: string; value: string }[],
    fieldPrefix: string,
  ): Promise<{ properties: ErpLineProperty[]; userErrors: UserError[] }>;
};

export const udfProvider = (context: GatewayContext): UdfProvider => ({
  checkUdfInput: (kind, entries, fieldPrefix) => checkUdfInput(context, kind, entries, fieldPrefix),
});
