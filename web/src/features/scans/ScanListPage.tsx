import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SCAN_FILTER_DEBOUNCE_MS, SCAN_FILTER_MAX, SCAN_MESSAGES, mayDeleteScan } from '@mro/rules/scans';
import { Alert } from '../../ui/Alert';
import { Pager, pageCountOf } from '../../ui/Pager';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import { ScansDocument } from './Scans.generated';
import { DeleteScan } from './DeleteScan';
import { SCAN_LIST_PATH, STATUS_PARAM, scanPath, scanStatusLabel, statusFromParam } from './scanStatus';
import './scans.css';

const TABS = [
  { status: 'ACTIVE', title: 'Current' },
  { status: 'ARCHIVED', title: 'Archived' },
] as const;

/** Scan-to-web (cart-checkout-orders §2): the customer's scans, Current and Archived, 10 per page. */
export function ScanListPage() {
  usePageTitle('Scan To Web');
  const [params] = useSearchParams();
  const status = statusFromParam(params.get('status'));
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const settled = useDebouncedValue(filter.trim(), SCAN_FILTER_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(ScansDocument, {
    variables: { input: { status, page, filter: settled || null } },
    fetchPolicy: 'cache-and-network',
  });
  const scans = data?.scans;
  const pageCount = scans ? pageCountOf(scans.totalCount, scans.pageSize) : 1;

  return (
    <>
      <h1>Scan To Web</h1>
      <p>
        Scans sent from your stockroom or crib. Review each one, then release it as an order or merge it into your cart.
      </p>
      <nav aria-label="Scan lists" className="link-tabs">
        {TABS.map((tab) => (
          <RouterLink
            key={tab.status}
            to={`${SCAN_LIST_PATH}?status=${STATUS_PARAM[tab.status]}`}
            className="link-tab"
            aria-current={tab.status === status ? 'page' : undefined}
            onClick={() => setPage(1)}
          >
            {tab.title}
          </RouterLink>
        ))}
      </nav>
      <TextField
        label="Filter scans"
        description="Scan number, ship-to, initiator, receiver, PO or part number."
        value={filter}
        maxLength={SCAN_FILTER_MAX}
        onChange={(value) => {
          setFilter(value);
          setPage(1);
        }}
      />
      {loading && !data ? (
        <Spinner label="Loading scans…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, messages.unexpectedError)}</Alert>
      ) : !scans || scans.nodes.length === 0 ? (
        <Alert tone="info">{SCAN_MESSAGES.noScans}</Alert>
      ) : (
        <>
          <SimpleTable caption={status === 'ACTIVE' ? 'Current scans' : 'Archived scans'} stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Scan #</th>
                <th scope="col">Created</th>
                <th scope="col">Ship To</th>
                <th scope="col">Initiator</th>
                <th scope="col">Receiver</th>
                <th scope="col" className="num">
                  Items
                </th>
                <th scope="col" className="num">
                  Total
                </th>
                <th scope="col">Status</th>
                {status === 'ARCHIVED' && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {scans.nodes.map((scan) => (
                <tr key={scan.id}>
                  <th scope="row" data-label="Scan #">
                    <Link to={scanPath(scan.id, scan.status)}>{scan.id}</Link>
                  </th>
                  <td data-label="Created">{formatDate(scan.createdOn)}</td>
                  <td data-label="Ship To">{scan.shipToLabel}</td>
                  <td data-label="Initiator">{scan.initiator}</td>
                  <td data-label="Receiver">{scan.receiver}</td>
                  <td data-label="Items" className="num">
                    {scan.itemCount}
                  </td>
                  <td data-label="Total" className="num">
                    {scan.total.display}
                  </td>
                  <td data-label="Status">
                    {scanStatusLabel(scan)}
                    {scan.orderNumbers.length > 0 && <span className="muted"> {scan.orderNumbers.join(', ')}</span>}
                  </td>
                  {status === 'ARCHIVED' && (
                    <td data-label="Actions">{mayDeleteScan(scan) && <DeleteScan id={scan.id} />}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          <Pager
            label="Scan pages"
            page={scans.page}
            pageCount={pageCount}
            total={scans.totalCount}
            noun="scans"
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
