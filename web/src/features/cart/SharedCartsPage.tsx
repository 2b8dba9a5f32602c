import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SHARED_CART_MESSAGES } from '@mro/rules/cart';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { Pager, pageCountOf } from '../../ui/Pager';
import { Spinner } from '../../ui/Spinner';
import { SimpleTable } from '../../ui/Table';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { SharedCartsDocument } from './SharedCarts.generated';

const PAGE_SIZE = 10;

/** /my-account/shared-carts: the carts colleagues shared with the viewer, each opening at /cart/shared/{id}. */
export function SharedCartsPage() {
  usePageTitle('Shared Carts');
  const { data, loading, error } = useQuery(SharedCartsDocument, { fetchPolicy: 'cache-and-network' });
  const [page, setPage] = useState(1);
  const carts = data?.sharedCarts ?? [];
  const pageCount = pageCountOf(carts.length, PAGE_SIZE);
  const shown = carts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <>
      <h1>Shared Carts</h1>
      <p>Carts your colleagues shared with you. Open one to see its items as they were when it was shared.</p>
      {loading && !data ? (
        <Spinner label="Loading shared carts…" />
      ) : (error && !data) || carts.length === 0 ? (
        <Alert tone={error ? 'error' : 'info'}>{SHARED_CART_MESSAGES.notFound}</Alert>
      ) : (
        <>
          <SimpleTable caption="Carts shared with you" stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Shared by</th>
                <th scope="col">Shared on</th>
                <th scope="col" className="num">
                  Lines
                </th>
                <th scope="col" className="num">
                  Subtotal
                </th>
                <th scope="col">
                  <span className="visually-hidden">Open</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((cart) => (
                <tr key={cart.id}>
                  <th scope="row" data-label="Shared by">
                    {cart.owner.name} <span className="muted">({cart.owner.username})</span>
                  </th>
                  <td data-label="Shared on">{formatDate(cart.sharedAt)}</td>
                  <td data-label="Lines" className="num">
                    {cart.lineCount}
                  </td>
                  <td data-label="Subtotal" className="num">
                    {cart.subtotal.display}
                  </td>
                  <td data-label="Open">
                    <Link to={`/cart/shared/${encodeURIComponent(cart.id)}`}>
                      View cart shared by {cart.owner.name} on {formatDate(cart.sharedAt)}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          <Pager
            label="Shared cart pages"
            page={page}
            pageCount={pageCount}
            total={carts.length}
            noun="shared carts"
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
