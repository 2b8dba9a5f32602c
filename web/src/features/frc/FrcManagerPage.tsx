import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FRC_MESSAGES } from '@mro/rules/frc';
import type { DataColumn } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { ListTable } from '../../ui/ListTable';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { UnitAllowancesDocument, type UnitAllowancesQuery } from './UnitAllowances.generated';
import './frc.css';

type Allowance = UnitAllowancesQuery['unitAllowances']['nodes'][number];

/** Remaining never reads as a negative: a row over its allowance shows 0 and by how much it is over. */
function Remaining({ row }: { row: Allowance }) {
  if (!row.remaining) return <>{FRC_MESSAGES.noLimit}</>;
  return (
    <>
      {row.remaining.display}
      {row.overBy && <span className="frc-over">Over by {row.overBy.display}</span>}
    </>
  );
}

const COLUMNS: DataColumn<Allowance>[] = [
  { header: 'Type', rowHeader: true, cell: (row) => row.itemType },
  { header: 'Allowed', numeric: true, cell: (row) => row.allowed?.display ?? FRC_MESSAGES.noLimit },
  { header: 'Ordered', numeric: true, cell: (row) => row.ordered.display },
  { header: 'Remaining', numeric: true, cell: (row) => <Remaining row={row} /> },
  { header: 'Reset', cell: (row) => (row.resetsOn ? formatDate(row.resetsOn) : '—') },
];

/** /my-account/frc-manager (§2.4): the units customer's allowance per item type until its reset. */
export function FrcManagerPage() {
  usePageTitle('FRC Manager');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(UnitAllowancesDocument, { variables: { input: { page } } });
  const result = data?.unitAllowances;

  return (
    <>
      <h1>FRC Manager</h1>
      <p>
        Your allowance of units for each item type, what you have ordered against it and what remains until it resets.{' '}
        <Link to="/w/frc-help">How allowances work</Link>
      </p>
      <ListTable
        list={result}
        loading={loading}
        failure={error && FRC_MESSAGES.unavailable}
        loadingLabel="Loading your allowances…"
        empty={FRC_MESSAGES.noRows}
        caption="Unit allowances by item type"
        columns={COLUMNS}
        rowKey={(row) => row.itemType}
        pager={{ label: 'Allowance pages', noun: 'item types', onPage: setPage, onlyWhenPaged: true }}
      />
    </>
  );
}
