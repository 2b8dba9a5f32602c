import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Accordion } from '../../ui/Disclosure';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { TextField } from '../../ui/TextField';
import { errorCodes, friendlyError } from '../../lib/apolloErrors';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { StrategicSourcingDocument, type StrategicSourcingQuery } from './StrategicSourcing.generated';
import { CONTENT_MESSAGES, FILTER_DEBOUNCE_MS } from './contentMessages';

type Row = StrategicSourcingQuery['strategicSourcing'][number];

const matches = (row: Row, text: string) =>
  !text ||
  [row.name, row.category, row.preferredSource, row.supplierType, row.specialistName, ...row.vendorNumbers].some((v) =>
    v.toLowerCase().includes(text),
  );

const COLUMNS: DataColumn<Row>[] = [
  { header: 'Name', rowHeader: true, cell: (row) => row.name },
  { header: 'Source Type', cell: (row) => row.sourceType },
  { header: 'Preferred Source', cell: (row) => row.preferredSource },
  { header: 'Supplier Type', cell: (row) => row.supplierType },
  { header: 'Vendor #', cell: (row) => row.vendorNumbers.join(', ') },
  { header: 'Account #', cell: (row) => row.accountNumber },
  { header: 'Contact', cell: (row) => row.contact },
  {
    header: 'Website',
    cell: (row) => (
      <a href={row.website} target="_blank" rel="noopener noreferrer">
        {row.website.replace(/^https?:\/\//, '')}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    ),
  },
  { header: 'Ordering', cell: (row) => row.ordering },
  { header: 'Specialist', cell: (row) => <a href={`mailto:${row.specialistEmail}`}>{row.specialistName}</a> },
];

/** /strategic-sourcing (staff only; others go home): the guide filtered by text, expandable by heading. */
export function StrategicSourcingPage() {
  const { data, loading, error } = useQuery(StrategicSourcingDocument);
  const [filter, setFilter] = useState('');
  const text = useDebouncedValue(filter, FILTER_DEBOUNCE_MS).trim().toLowerCase();
  if (errorCodes(error).includes('FORBIDDEN')) return <Navigate to="/" replace />;
  const groups = new Map<string, Row[]>();
  for (const row of (data?.strategicSourcing ?? []).filter((r) => matches(r, text)))
    groups.set(row.category, [...(groups.get(row.category) ?? []), row]);
  return (
    <>
      <h1>Strategic Sourcing</h1>
      <TextField
        label="Filter"
        description="Name, heading, source, vendor number or specialist"
        value={filter}
        onChange={setFilter}
      />
      {loading && <Spinner />}
      {error && !data && <Alert tone="error">{friendlyError(error, CONTENT_MESSAGES.loadFailed)}</Alert>}
      {data && groups.size === 0 && <p role="status">Nothing matches that filter.</p>}
      <Accordion
        headingLevel={2}
        items={[...groups].map(([category, rows]) => ({
          id: category,
          title: `${category} (${rows.length})`,
          content: (
            <DataTable
              caption={category}
              columns={COLUMNS}
              rows={rows}
              rowKey={(row) => row.name}
              stackOnPhone={false}
            />
          ),
        }))}
      />
    </>
  );
}
