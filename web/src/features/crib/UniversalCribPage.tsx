import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CRIB_MESSAGES, CRIB_QUERY_MAX, cribSearchFormErrors } from '@mro/rules/crib';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { DismissibleModal } from '../../ui/DismissibleModal';
import { ListPager } from '../../ui/ListPager';
import { Spinner } from '../../ui/Spinner';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { friendlyError } from '../../lib/apolloErrors';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { UniversalCribSearchDocument, type UniversalCribSearchQuery } from './UniversalCrib.generated';
import './crib.css';

type Item = UniversalCribSearchQuery['universalCribSearch']['nodes'][number];

const COLUMNS: DataColumn<Item>[] = [
  { header: 'Item #', rowHeader: true, cell: (item) => item.erp },
  { header: 'Description', cell: (item) => item.description },
  { header: 'Your part #', cell: (item) => item.cpnString || '—' },
];

/** /my-account/universal-crib (§2.4): item search, up to 1000 hits, 20 a page, with a detail modal. */
export function UniversalCribPage() {
  usePageTitle('Universal Crib');
  const form = useRulesForm({ defaultValues: { query: '' }, validate: cribSearchFormErrors });
  const [query, setQuery] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<Item | null>(null);
  const { data, loading, error } = useQuery(UniversalCribSearchDocument, {
    variables: { input: { query: query ?? '', page } },
    skip: query === null,
  });
  const result = data?.universalCribSearch;

  function search(values: { query: string }) {
    setQuery(values.query.trim());
    setPage(1);
  }

  const detailsButton = (item: Item) => (
    <Button variant="secondary" aria-label={`Details of ${item.erp}`} onPress={() => setDetail(item)}>
      Details
    </Button>
  );

  return (
    <>
      <h1>Universal Crib</h1>
      <p>Search the items of your catalogues by words, item number or your own part number.</p>
      <RulesForm form={form} onSubmit={search} role="search" aria-label="Universal crib" className="form-actions">
        <FormTextField control={form.control} name="query" label="Search items" maxLength={CRIB_QUERY_MAX} />
        <SubmitButton form={form}>Search Items</SubmitButton>
      </RulesForm>
      {query === null ? null : loading && !result ? (
        <Spinner label="Searching…" />
      ) : error && !result ? (
        <Alert tone="error">{friendlyError(error, messages.unexpectedError)}</Alert>
      ) : !result || result.totalCount === 0 ? (
        <Alert tone="info">{CRIB_MESSAGES.noItems}</Alert>
      ) : (
        <>
          {result.capped && <Alert tone="warning">{CRIB_MESSAGES.capped}</Alert>}
          <DataTable
            caption={`Items matching ${query}`}
            columns={[...COLUMNS, { header: 'Details', hideHeader: true, cell: detailsButton }]}
            rows={result.nodes}
            rowKey={(item) => item.erp}
          />
          <ListPager list={result} label="Item pages" noun="items" onPage={setPage} />
        </>
      )}
      {detail && (
        <DismissibleModal
          title={`Item ${detail.erp}`}
          onClose={() => setDetail(null)}
          closeLabel="Close"
          closeVariant="link"
          actions={<Link to={`/p/${detail.slug}`}>View product</Link>}
        >
          <dl className="crib-detail">
            <dt>Product</dt>
            <dd>{detail.heading}</dd>
            <dt>Description</dt>
            <dd>{detail.description}</dd>
            <dt>Brand</dt>
            <dd>{detail.brand}</dd>
            <dt>Manufacturer part #</dt>
            <dd>{detail.vendorPartNumber}</dd>
            <dt>Your part #</dt>
            <dd>{detail.cpnString || '—'}</dd>
            <dt>Unit of measure</dt>
            <dd>{detail.unitOfMeasure}</dd>
          </dl>
        </DismissibleModal>
      )}
    </>
  );
}
