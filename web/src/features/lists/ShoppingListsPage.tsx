import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import './lists.css';
import { Button } from '../../ui/Button';
import type { DataColumn } from '../../ui/DataTable';
import { FilterBar, PageSizeSelect } from '../../ui/FilterBar';
import { Link } from '../../ui/Link';
import { ListTable } from '../../ui/ListTable';
import { TextField } from '../../ui/TextField';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { downloadText } from '../../lib/downloadText';
import { formatDate } from '../../lib/format';
import { useListControls } from '../../lib/useListControls';
import { usePageTitle } from '../../lib/usePageTitle';
import { LIST_MESSAGES, LIST_SEARCH_DEBOUNCE_MS, PAGE_SIZES } from '@mro/rules/lists';
import { CreateListModal } from './CreateListModal';
import { DeleteListModal } from './DeleteListModal';
import { ShoppingListsCsvDocument, ShoppingListsDocument, type ShoppingListsQuery } from './ShoppingLists.generated';

type Row = ShoppingListsQuery['shoppingLists']['nodes'][number];

const columns = (remove: (list: Row) => void): DataColumn<Row>[] => [
  {
    header: 'Name',
    cell: (list) => (
      <>
        {list.name}
        {list.isPublic && <span className="field-description"> (Public)</span>}
        {!list.isOwner && <div className="field-description">Owner: {list.owner.name}</div>}
      </>
    ),
  },
  { header: '# Items', numeric: true, cell: (list) => list.itemCount },
  { header: '# Shares', numeric: true, cell: (list) => list.shareCount },
  { header: 'Last Updated', nowrap: true, cell: (list) => formatDate(list.updatedOn) },
  {
    header: 'Actions',
    hideHeader: true,
    unlabelled: true,
    cell: (list) => (
      <div className="form-actions">
        <Link to={`/my-account/shopping-list/${encodeURIComponent(list.id)}`} aria-label={`View/Edit ${list.name}`}>
          View/Edit
        </Link>
        {list.canDelete && (
          <Button variant="link" onPress={() => remove(list)} aria-label={`Delete ${list.name}`}>
            Delete
          </Button>
        )}
      </div>
    ),
  },
];

/** /my-account/shopping-lists: the lists table, create, export (admins) and delete. */
export function ShoppingListsPage() {
  usePageTitle('Shopping Lists');
  const notify = useNotify();
  const controls = useListControls({ debounceMs: LIST_SEARCH_DEBOUNCE_MS, pageSize: PAGE_SIZES[0] });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { data, loading, error } = useQuery(ShoppingListsDocument, {
    variables: { input: { page: controls.page, pageSize: controls.pageSize, filter: controls.filter } },
    fetchPolicy: 'cache-and-network',
  });
  const [exportCsv, exporting] = useLazyQuery(ShoppingListsCsvDocument, { fetchPolicy: 'network-only' });
  const result = data?.shoppingLists;

  async function onExport() {
    const failed = () => notify(LIST_MESSAGES.exportFailed, 'error');
    try {
      const { data: csv, error } = await exportCsv();
      if (!csv?.shoppingListsCsv || error) return failed();
      downloadText('shopping-lists.csv', csv.shoppingListsCsv);
    } catch {
      failed();
    }
  }

  return (
    <>
      <h1>Shopping Lists</h1>
      <div className="form-actions">
        <Button onPress={() => setCreating(true)}>Create a New Shopping List</Button>
        {result?.canExport && (
          <Button variant="secondary" onPress={() => void onExport()} isDisabled={exporting.loading}>
            Export Lists
          </Button>
        )}
      </div>
      <FilterBar>
        <TextField label="Filter by name" value={controls.text} onChange={controls.setText} />
        <PageSizeSelect
          label="Lists per page"
          sizes={PAGE_SIZES}
          value={controls.pageSize}
          onChange={controls.setPageSize}
        />
      </FilterBar>
      <ListTable
        list={result}
        loading={loading}
        failure={error && friendlyError(error, LIST_MESSAGES.checkFailed)}
        loadingLabel="Loading shopping lists…"
        empty={LIST_MESSAGES.noLists}
        caption="Shopping lists"
        columns={columns(setDeleting)}
        rowKey={(l) => l.id}
        pager={{ label: 'Shopping list pages', onPage: controls.setPage, onlyWhenPaged: true }}
      />
      {creating && <CreateListModal onClose={() => setCreating(false)} />}
      {deleting && (
        <DeleteListModal list={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
      )}
    </>
  );
}
