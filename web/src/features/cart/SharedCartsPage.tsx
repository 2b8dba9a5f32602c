import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SHARED_CART_MESSAGES } from '@mro/rules/cart';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { ListBody } from '../../ui/ListBody';
import { ListPager } from '../../ui/ListPager';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { SharedCartsDocument, type SharedCartsQuery } from './SharedCarts.generated';

const PAGE_SIZE = 10;
type Row = SharedCartsQuery['sharedCarts'][number];

const COLUMNS: DataColumn<Row>[] = [
  {
    header: 'Shared by',
    rowHeader: true,
    cell: (cart) => (
      <>
        {cart.owner.name} <span className="muted">({cart.owner.username})</span>
      </>
    ),
  },
  { header: 'Shared on', cell: (cart) => formatDate(cart.sharedAt) },
  { header: 'Lines', numeric: true, cell: (cart) => cart.lineCount },
  { header: 'Subtotal', numeric: true, cell: (cart) => cart.subtotal.display },
  {
    header: 'Open',
    hideHeader: true,
    cell: (cart) => (
      <Link to={`/cart/shared/${encodeURIComponent(cart.id)}`}>
        View cart shared by {cart.owner.name} on {formatDate(cart.sharedAt)}
      </Link>
    ),
  },
];

/** /my-account/shared-carts: the carts colleagues shared with the viewer, each opening at /cart/shared/{id}. */
export function SharedCartsPage() {
  usePageTitle('Shared Carts');
  const { data, loading, error } = useQuery(SharedCartsDocument, { fetchPolicy: 'cache-and-network' });
  const [page, setPage] = useState(1);
  const carts = data?.sharedCarts ?? [];

  return (
    <>
      <h1>Shared Carts</h1>
      <p>Carts your colleagues shared with you. Open one to see its items as they were when it was shared.</p>
      <ListBody
        list={data && { nodes: carts }}
        loading={loading}
        failure={error && SHARED_CART_MESSAGES.notFound}
        loadingLabel="Loading shared carts…"
        empty={SHARED_CART_MESSAGES.notFound}
      >
        {(list) => (
          <>
            <DataTable
              caption="Carts shared with you"
              columns={COLUMNS}
              rows={list.nodes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
              rowKey={(cart) => cart.id}
            />
            <ListPager
              list={{ page, pageSize: PAGE_SIZE, totalCount: list.nodes.length }}
              label="Shared cart pages"
              noun="shared carts"
              onPage={setPage}
            />
          </>
        )}
      </ListBody>
    </>
  );
}
