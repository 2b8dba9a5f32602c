import type { UnitAllowancesQuery } from '../../features/frc/UnitAllowances.generated';

type AllowancePage = UnitAllowancesQuery['unitAllowances'];
type Allowance = AllowancePage['nodes'][number];

export const units = (value: number) => ({ __typename: 'Amount' as const, value, display: `${value} units` });

/** A partly used allowance of 500 units that resets on 01/01/2027. */
export const allowanceOf = (overrides: Partial<Allowance> = {}): Allowance => ({
  __typename: 'UnitAllowance',
  itemType: 'Consumables',
  allowed: units(500),
  ordered: units(180),
  remaining: units(320),
  overBy: null,
  resetsOn: '2027-01-01',
  ...overrides,
});

/** The four cases the page tells apart: partly used, no limit, fully used, over by 15 units. */
export const fourAllowances = (): Allowance[] => [
  allowanceOf(),
  allowanceOf({ itemType: 'PPE', allowed: null, ordered: units(42), remaining: null, resetsOn: null }),
  allowanceOf({ itemType: 'Tooling', allowed: units(120), ordered: units(120), remaining: units(0) }),
  allowanceOf({ itemType: 'Tools', allowed: units(60), ordered: units(75), remaining: units(0), overBy: units(15) }),
];

/** One page of allowances, 20 a page as the gateway pages them. */
export const allowancePageOf = (overrides: Partial<AllowancePage> = {}): AllowancePage => {
  const nodes = overrides.nodes ?? fourAllowances();
  return {
    __typename: 'UnitAllowancePage',
    totalCount: nodes.length,
    page: 1,
    pageSize: 20,
    nodes,
    ...overrides,
  };
};
