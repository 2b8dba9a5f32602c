import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FRC_MESSAGES } from '@mro/rules/frc';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Pager, pageCountOf } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
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
      {loading && !result ? (
        <Spinner label="Loading your allowances…" />
      ) : error && !result ? (
        <Alert tone="error">{FRC_MESSAGES.unavailable}</Alert>
      ) : !result || result.totalCount === 0 ? (
        <Alert tone="info">{FRC_MESSAGES.noRows}</Alert>
      ) : (
        <div className="frc-allowances">
          <SimpleTable caption="Unit allowances by item type" stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col" className="num">
                  Allowed
                </th>
                <th scope="col" className="num">
                  Ordered
                </th>
                <th scope="col" className="num">
                  Remaining
                </th>
                <th scope="col">Reset</th>
              </tr>
            </thead>
            <tbody>
              {result.nodes.map((row) => (
                <tr key={row.itemType} className={row.overBy ? 'frc-row-over' : undefined}>
                  <th scope="row" data-label="Type">
                    {row.itemType}
                  </th>
                  <td data-label="Allowed" className="num">
                    {row.allowed?.display ?? FRC_MESSAGES.noLimit}
                  </td>
                  <td data-label="Ordered" className="num">
                    {row.ordered.display}
                  </td>
                  <td data-label="Remaining" className="num">
                    <Remaining row={row} />
                  </td>
                  <td data-label="Reset">{row.resetsOn ? formatDate(row.resetsOn) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          {result.totalCount > result.pageSize && (
            <Pager
              label="Allowance pages"
              page={result.page}
              pageCount={pageCountOf(result.totalCount, result.pageSize)}
              total={result.totalCount}
              noun="item types"
              onPage={setPage}
            />
          )}
        </div>
      )}
    </>
  );
}
