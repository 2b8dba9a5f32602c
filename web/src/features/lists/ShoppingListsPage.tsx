import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import './lists.css';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { useNotify } from '../../ui/Toast';
import { friendlyError } from '../../lib/apolloErrors';
import { downloadText } from '../../lib/downloadText';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import { LIST_MESSAGES, LIST_SEARCH_DEBOUNCE_MS, PAGE_SIZES } from '@mro/rules/lists';
import { CreateListModal } from './CreateListModal';
import { DeleteListModal } from './DeleteListModal';
import { ShoppingListsCsvDocument, ShoppingListsDocument, type ShoppingListsQuery } from './ShoppingLists.generated';

type Row = ShoppingListsQuery['shoppingLists']['nodes'][number];

/** /my-account/shopping-lists: the lists table, create, export (admins) and delete. */
export function ShoppingListsPage() {
  usePageTitle('Shopping Lists');
  const notify = useNotify();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const settledFilter = useDebouncedValue(filter.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const { data, loading, error } = useQuery(ShoppingListsDocument, {
    variables: { input: { page, pageSize, filter: settledFilter || null } },
    fetchPolicy: 'cache-and-network',
  });
  const [exportCsv, exporting] = useLazyQuery(ShoppingListsCsvDocument, { fetchPolicy: 'network-only' });
  const result = data?.shoppingLists;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / result.pageSize)) : 1;

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
      <div className="list-filters">
        <TextField
          label="Filter by name"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Lists per page"
          value={String(pageSize)}
          onChange={(value) => {
            setPageSize(Number(value));
            setPage(1);
          }}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        />
      </div>
      {loading && !data ? (
        <Spinner label="Loading shopping lists…" />
      ) : error && !data ? (
        <Alert tone="error">{friendlyError(error, LIST_MESSAGES.checkFailed)}</Alert>
      ) : !result || result.nodes.length === 0 ? (
        <Alert tone="info">{LIST_MESSAGES.noLists}</Alert>
      ) : (
        <>
          <SimpleTable caption="Shopping lists" stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="num">
                  # Items
                </th>
                <th scope="col" className="num">
                  # Shares
                </th>
                <th scope="col">Last Updated</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {result.nodes.map((list) => (
                <tr key={list.id}>
                  <td data-label="Name">
                    {list.name}
                    {list.isPublic && <span className="field-description"> (Public)</span>}
                    {!list.isOwner && <div className="field-description">Owner: {list.owner.name}</div>}
                  </td>
                  <td className="num" data-label="# Items">
                    {list.itemCount}
                  </td>
                  <td className="num" data-label="# Shares">
                    {list.shareCount}
                  </td>
                  <td className="nowrap" data-label="Last Updated">
                    {formatDate(list.updatedOn)}
                  </td>
                  <td>
                    <div className="form-actions">
                      <Link
                        to={`/my-account/shopping-list/${encodeURIComponent(list.id)}`}
                        aria-label={`View/Edit ${list.name}`}
                      >
                        View/Edit
                      </Link>
                      {list.canDelete && (
                        <Button variant="link" onPress={() => setDeleting(list)} aria-label={`Delete ${list.name}`}>
                          Delete
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          {pages > 1 && (
            <nav aria-label="Shopping list pages" className="form-actions">
              <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="secondary" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
      {creating && <CreateListModal onClose={() => setCreating(false)} />}
      {deleting && (
        <DeleteListModal
          list={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            notify(message);
          }}
        />
      )}
    </>
  );
}
