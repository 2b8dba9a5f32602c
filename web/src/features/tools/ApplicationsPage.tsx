import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  APPLICATION_FILTER_MAX,
  APPLICATION_PAGE_SIZE,
  APPLICATION_PAGE_SIZES,
  APPLICATION_STATUSES,
  TOOLS_DEBOUNCE_MS,
  TOOLS_MESSAGES,
  statusLabel,
} from '@mro/rules/tools';
import type { DataColumn } from '../../ui/DataTable';
import { FilterBar, PageSizeSelect } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { ListTable } from '../../ui/ListTable';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { pageFailure } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import type { CustomerApplicationStatus, CustomerApplicationType } from '../../generated/graphql';
import { CustomerApplicationsDocument, type CustomerApplicationsQuery } from './Applications.generated';
import { applicationPath } from './toolPaths';
import './tools.css';

const ANY = '';
const STATUS_OPTIONS = [{ value: ANY, label: 'All statuses' }, ...APPLICATION_STATUSES];
const TYPE_OPTIONS = [
  { value: ANY, label: 'All customer types' },
  { value: 'NEW', label: 'New' },
  { value: 'EXISTING', label: 'Existing' },
];
const PROSPECT_OPTIONS = [
  { value: ANY, label: 'All' },
  { value: 'yes', label: 'BDM prospects only' },
  { value: 'no', label: 'Not BDM prospects' },
];
type Row = CustomerApplicationsQuery['customerApplications']['nodes'][number];

/** The columns; the company links to the application, remembering the list's address to come back to. */
const columns = (listAddress: string): DataColumn<Row>[] => [
  {
    header: 'Company',
    rowHeader: true,
    cell: (application) => (
      <>
        <Link to={applicationPath(application.id)} state={{ list: listAddress }}>
          {application.companyName}
        </Link>
        {application.bdmProspect && <span className="muted"> (BDM prospect)</span>}
      </>
    ),
  },
  {
    header: 'Contact',
    cell: (application) => (
      <>
        {application.name}
        <br />
        <span className="muted">{application.email}</span>
      </>
    ),
  },
  { header: 'Location', cell: (application) => `${application.city}, ${application.state}` },
  { header: 'Type', cell: (application) => (application.customerType === 'NEW' ? 'New' : 'Existing') },
  { header: 'Submitted', cell: (application) => formatDate(application.created) },
  { header: 'Status', cell: (application) => statusLabel(application.status) },
  { header: 'Segment', cell: (application) => (application.segment === 'DIRECT' ? 'Direct' : 'TBD') },
];

/** A filter's value in the page's address: absent is its default, ALL is "any". */
const fromParam = (value: string | null, fallback: string, allowed: readonly { value: string }[]): string =>
  value === null ? fallback : value === 'ALL' ? ANY : allowed.some((o) => o.value === value) ? value : fallback;

/**
 * Customer applications (account-admin-calls §2.4, §4, §5): Pending New ones first, 25 a page, newest first.
 * The filters and page live in the address, so coming back from an application finds the list as it was.
 */
export function ApplicationsPage() {
  usePageTitle('Customer Applications');
  const [params, setParams] = useSearchParams();
  const status = fromParam(params.get('status'), 'PENDING', STATUS_OPTIONS);
  const type = fromParam(params.get('type'), 'NEW', TYPE_OPTIONS);
  const prospect = fromParam(params.get('bdm'), ANY, PROSPECT_OPTIONS);
  const page = Math.max(1, Math.min(100_000, Math.floor(Number(params.get('page'))) || 1));
  const size = Number(params.get('size'));
  const pageSize = (APPLICATION_PAGE_SIZES as readonly number[]).includes(size) ? size : APPLICATION_PAGE_SIZE;
  const [filter, setFilter] = useState(params.get('q') ?? '');
  const settled = useDebouncedValue(filter.trim(), TOOLS_DEBOUNCE_MS);
  /** Changes some of the address's parameters (null removes one), replacing the history entry. */
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  useEffect(() => {
    if (settled !== (params.get('q') ?? '')) update({ q: settled || null, page: null });
  }, [settled, params, update]);
  const { data, loading, error } = useQuery(CustomerApplicationsDocument, {
    variables: {
      input: {
        status: (status || null) as CustomerApplicationStatus | null,
        customerType: (type || null) as CustomerApplicationType | null,
        bdmProspect: prospect === ANY ? null : prospect === 'yes',
        filter: settled || null,
        page,
        pageSize,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  /** A new filter value starts at page 1. */
  const change = (key: string) => (value: string) => update({ [key]: value === ANY ? 'ALL' : value, page: null });

  return (
    <>
      <h1>Customer Applications</h1>
      <p>Applications for a customer number submitted on the store, for review by customer service.</p>
      <FilterBar>
        <NativeSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={change('status')} />
        <NativeSelect label="Customer type" value={type} options={TYPE_OPTIONS} onChange={change('type')} />
        <NativeSelect label="BDM prospect" value={prospect} options={PROSPECT_OPTIONS} onChange={change('bdm')} />
        <TextField
          label="Search applications"
          description="Company, contact, e-mail, city, state, id or customer number."
          value={filter}
          maxLength={APPLICATION_FILTER_MAX}
          onChange={setFilter}
        />
        <PageSizeSelect
          label="Per page"
          sizes={APPLICATION_PAGE_SIZES}
          value={pageSize}
          onChange={(chosen) => update({ size: String(chosen), page: null })}
        />
      </FilterBar>
      <ListTable
        list={data?.customerApplications}
        loading={loading}
        failure={error && pageFailure(error, TOOLS_MESSAGES.applicationsFailed)}
        loadingLabel="Loading applications…"
        empty={TOOLS_MESSAGES.noApplications}
        caption="Customer applications"
        columns={columns(`?${params.toString()}`)}
        rowKey={(application) => application.id}
        pager={{ label: 'Application pages', noun: 'applications', onPage: (next) => update({ page: String(next) }) }}
      />
    </>
  );
}
