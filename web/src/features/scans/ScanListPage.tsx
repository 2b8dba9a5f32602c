import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SCAN_FILTER_DEBOUNCE_MS, SCAN_FILTER_MAX, SCAN_MESSAGES, mayDeleteScan } from '@mro/rules/scans';
import type { DataColumn } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { ListTable } from '../../ui/ListTable';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useListControls } from '../../lib/useListControls';
import { usePageTitle } from '../../lib/usePageTitle';
import { ScansDocument, type ScansQuery } from './Scans.generated';
import { DeleteScan } from './DeleteScan';
import { SCAN_LIST_PATH, STATUS_PARAM, scanPath, scanStatusLabel, statusFromParam } from './scanStatus';
import './scans.css';

const TABS = [
  { status: 'ACTIVE', title: 'Current' },
  { status: 'ARCHIVED', title: 'Archived' },
] as const;
type Row = ScansQuery['scans']['nodes'][number];

const COLUMNS: DataColumn<Row>[] = [
  { header: 'Scan #', rowHeader: true, cell: (scan) => <Link to={scanPath(scan.id, scan.status)}>{scan.id}</Link> },
  { header: 'Created', cell: (scan) => formatDate(scan.createdOn) },
  { header: 'Ship To', cell: (scan) => scan.shipToLabel },
  { header: 'Initiator', cell: (scan) => scan.initiator },
  { header: 'Receiver', cell: (scan) => scan.receiver },
  { header: 'Items', numeric: true, cell: (scan) => scan.itemCount },
  { header: 'Total', numeric: true, cell: (scan) => scan.total.display },
  {
    header: 'Status',
    cell: (scan) => (
      <>
        {scanStatusLabel(scan)}
        {scan.orderNumbers.length > 0 && <span className="muted"> {scan.orderNumbers.join(', ')}</span>}
      </>
    ),
  },
];
/** Archived scans that were never ordered may be deleted. */
const ACTIONS: DataColumn<Row> = {
  header: 'Actions',
  hideHeader: true,
  cell: (scan) => mayDeleteScan(scan) && <DeleteScan id={scan.id} />,
};

/** Scan-to-web (cart-checkout-orders §2): the customer's scans, Current and Archived, 10 per page. */
export function ScanListPage() {
  usePageTitle('Scan To Web');
  const [params] = useSearchParams();
  const status = statusFromParam(params.get('status'));
  const controls = useListControls({ debounceMs: SCAN_FILTER_DEBOUNCE_MS });
  const { data, loading, error } = useQuery(ScansDocument, {
    variables: { input: { status, page: controls.page, filter: controls.filter } },
    fetchPolicy: 'cache-and-network',
  });

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
            onClick={() => controls.setPage(1)}
          >
            {tab.title}
          </RouterLink>
        ))}
      </nav>
      <TextField
        label="Filter scans"
        description="Scan number, ship-to, initiator, receiver, PO or part number."
        value={controls.text}
        maxLength={SCAN_FILTER_MAX}
        onChange={controls.setText}
      />
      <ListTable
        list={data?.scans}
        loading={loading}
        failure={error && friendlyError(error, messages.unexpectedError)}
        loadingLabel="Loading scans…"
        empty={SCAN_MESSAGES.noScans}
        caption={status === 'ACTIVE' ? 'Current scans' : 'Archived scans'}
        columns={[...COLUMNS, status === 'ARCHIVED' && ACTIONS]}
        rowKey={(scan) => scan.id}
        pager={{ label: 'Scan pages', noun: 'scans', onPage: controls.setPage }}
      />
    </>
  );
}
