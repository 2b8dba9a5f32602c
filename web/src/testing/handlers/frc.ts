import { HttpResponse } from 'msw';
import { UnitAllowancesDocument } from '../../features/frc/UnitAllowances.generated';
import { api } from '../api';

/** The mocked gateway's allowances: `rows` item types (the four cases cycled), or a failing ERP. */
export const frcState = { rows: 4, failing: false };

const units = (value: number) => ({ __typename: 'Amount' as const, value, display: `${value} units` });

/** Row n: 0 partly used, 1 no limit, 2 fully used, 3 over its allowance by 15 units. */
const row = (n: number) => {
  const kind = n % 4;
  const allowed = [500, null, 120, 60][kind]!;
  const ordered = [180, 42, 120, 75][kind]!;
  return {
    __typename: 'UnitAllowance' as const,
    itemType: `${['Consumables', 'PPE', 'Tooling', 'Tools'][kind]!}${n >= 4 ? ` ${Math.floor(n / 4) + 1}` : ''}`,
    allowed: allowed === null ? null : units(allowed),
    ordered: units(ordered),
    remaining: allowed === null ? null : units(Math.max(0, allowed - ordered)),
    overBy: allowed !== null && ordered > allowed ? units(ordered - allowed) : null,
    resetsOn: allowed === null ? null : '2027-01-01',
  };
};

export const frcHandlers = [
  api.query(UnitAllowancesDocument, ({ variables }) => {
    if (frcState.failing)
      return HttpResponse.json({
        errors: [
          {
            message: 'We are unable to retrieve your data at this time.',
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          },
        ],
        data: null,
      });
    const page = variables.input?.page ?? 1;
    const nodes = Array.from({ length: Math.max(0, Math.min(20, frcState.rows - (page - 1) * 20)) }, (_, i) =>
      row((page - 1) * 20 + i),
    );
    return HttpResponse.json({
      data: {
        __typename: 'Query',
        unitAllowances: { __typename: 'UnitAllowancePage', totalCount: frcState.rows, page, pageSize: 20, nodes },
      },
    });
  }),
];
