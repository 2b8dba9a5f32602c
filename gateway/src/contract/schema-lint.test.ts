import { describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '../schema.ts';
import { lintSchema } from './schema-lint.ts';

const lint = (sdl: string) => lintSchema(buildSchema(sdl));
const BASE = `type UserError { field: String message: String! code: String! }
type Query { ok: Boolean }
`;

describe('the schema lint', () => {
  it('finds nothing to report in the contract', () => {
    expect(lintSchema(buildSchema(loadTypeDefs()))).toEqual([]);
  });

  it('reports names that break the naming rules', () => {
    expect(
      lint(`${BASE}
        type order_line { Erp_Number: String custno(Cust_No: Int): Int }
        enum Stage { entered Shipped IN_PROCESS }
        input ShipToFilter { zip: String }`),
    ).toEqual([
      'order_line: type names are PascalCase',
      'order_line.Erp_Number: fields are camelCase',
      'order_line.custno(Cust_No): arguments are camelCase',
      'Stage.entered: enum values are SCREAMING_SNAKE_CASE',
      'Stage.Shipped: enum values are SCREAMING_SNAKE_CASE',
      'ShipToFilter: input types end in Input',
    ]);
  });

  it('reports mutations, payloads and offset pages of the wrong shape', () => {
    expect(
      lint(`${BASE}
        input CartInput { erp: String }
        type AddLinePayload { ok: Boolean }
        type GoodPayload { userErrors: [UserError!]! }
        type OrderPage { nodes: [String] totalCount: Int! page: Int }
        type Mutation {
          addLine(input: CartInput!): AddLinePayload!
          removeLine(id: ID!): GoodPayload!
          renameCart(input: RenameCartInput!): Boolean
        }
        input RenameCartInput { name: String }`),
    ).toEqual([
      'AddLinePayload: payloads have userErrors: [UserError!]!',
      'OrderPage.nodes: offset pages have nodes: [Node!]!',
      'OrderPage.page: offset pages have page: Int!',
      'OrderPage.pageSize: offset pages have pageSize: Int!',
      'Mutation.addLine: the input is AddLineInput!, not CartInput!',
      'Mutation.removeLine: mutations take one argument, input',
      'Mutation.renameCart: mutations return a non-null ...Payload',
    ]);
  });
});
