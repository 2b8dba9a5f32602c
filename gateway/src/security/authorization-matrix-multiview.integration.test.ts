// The authorization matrix's rows for a multiview user who is not staff (cart-checkout-orders §6,
// account-admin-calls §6): scans, prices included, of the allowed companies only. The ERP lets every
// multiview user read any scan, so these rows fail if the gateway stops narrowing it.
import { describe, expect, onTestFinished } from 'vitest';
import { it } from '../testing/fixtures.ts';
import type { GraphQLResult, TestClient } from '../testing/stack.ts';

const ACME = '10001';
const GLOBEX = '10004';
const SCAN = 'query ($id: ID!) { scan(id: $id) { id itemCount total { value } } }';
const SCANS = '{ scans(input: { status: ACTIVE }) { nodes { id } } }';
const PERMISSIONS = 'query O($id: ID!) { companyUser(id: $id) { name permissions } }';
const UPDATE_USER =
  'mutation U($input: UpdateCompanyUserInput!) { updateCompanyUser(input: $input) { userErrors { message } } }';
const ADD =
  'mutation A($input: AddAllowedCompanyInput!) { addAllowedCompany(input: $input) { user { allowedCompanies { id customerNumber } } userErrors { message } } }';
const REMOVE =
  'mutation R($input: RemoveAllowedCompanyInput!) { removeAllowedCompany(input: $input) { userErrors { message } } }';

type Outcome = 'data' | 'FORBIDDEN';
const outcomeOf = (result: GraphQLResult<{ scan: { total: { value: number } | null } | null }>): string => {
  const code = result.errors?.[0]?.extensions?.code;
  if (typeof code === 'string') return code;
  return result.data?.scan?.total ? 'data' : 'null';
};

const firstScan = async (client: TestClient): Promise<string> =>
  (await client.gql<{ scans: { nodes: { id: string }[] } }>(SCANS)).data!.scans.nodes[0]!.id;

/** Uma Units (Northwind) may multiview and is allowed Globex, for this test only. */
const allowUmaGlobex = async (superadmin: TestClient, uma: TestClient): Promise<void> => {
  const id = (await uma.gql<{ viewer: { id: string } }>('{ viewer { id } }')).data!.viewer.id;
  const before = (await superadmin.gql<{ companyUser: { name: string; permissions: string[] } }>(PERMISSIONS, { id }))
    .data!.companyUser;
  onTestFinished(async () => {
    await superadmin.gql(UPDATE_USER, { input: { id, ...before } });
  });
  await superadmin.gql(UPDATE_USER, {
    input: { id, name: before.name, permissions: [...before.permissions, 'CAN_MULTIVIEW'] },
  });
  const added = await superadmin.gql<{
    addAllowedCompany: { user: { allowedCompanies: { id: string; customerNumber: string }[] } | null };
  }>(ADD, { input: { userId: id, customerNumber: GLOBEX } });
  const allowed = added.data!.addAllowedCompany.user!.allowedCompanies.find((c) => c.customerNumber === GLOBEX)!;
  onTestFinished(async () => {
    await superadmin.gql(REMOVE, { input: { userId: id, allowedCompanyId: allowed.id } });
  });
};

describe('a multiview user reads scans of allowed customers only', () => {
  it("reads an allowed customer's scan with its prices, and not another customer's", async ({
    superadmin,
    units,
    buyer,
    globex,
    associate,
  }) => {
    const scans = { [ACME]: await firstScan(buyer), [GLOBEX]: await firstScan(globex) };
    await allowUmaGlobex(superadmin, units);
    const rows: [string, TestClient, string, Outcome][] = [
      ['multiview, allowed Globex: a Globex scan', units, scans[GLOBEX], 'data'],
      ['multiview, allowed Globex: an Acme scan', units, scans[ACME], 'FORBIDDEN'],
      ['staff (multiview): an Acme scan', associate, scans[ACME], 'data'],
      ['Globex buyer (no multiview): an Acme scan', globex, scans[ACME], 'FORBIDDEN'],
    ];
    const outcomes = [];
    for (const [row, client, id] of rows) {
      const result = await client.gql<{ scan: { total: { value: number } | null } | null }>(SCAN, { id });
      outcomes.push([row, outcomeOf(result)]);
      if (outcomeOf(result) === 'FORBIDDEN') expect(JSON.stringify(result)).not.toContain('"value"');
    }
    expect(outcomes).toEqual(rows.map(([row, , , expected]) => [row, expected]));
  });
});
