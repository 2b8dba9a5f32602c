import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { ButtonLink } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { lineColumns, LinesTable } from '../../ui/LinesTable';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { SharedCartDocument } from './ShareCart.generated';
import { CopySharedCart } from './CopySharedCart';

export const SHARED_CART_FAILURE =
  "There's a problem retrieving the shared cart. Either the user doesn't exist or access is unauthorized. Please contact support for assistance.";

const COLUMNS = [
  lineColumns.item(),
  lineColumns.description(),
  lineColumns.quantity(),
  lineColumns.price(),
  lineColumns.total(),
];

/** /cart/shared/{cart}: a cart a colleague shared, as it was when shared. */
export function SharedCartPage() {
  usePageTitle('Shared Cart');
  const { cart: id = '' } = useParams();
  const { data, loading, error } = useQuery(SharedCartDocument, { variables: { id } });
  if (loading && !data) return <Spinner label="Loading the shared cart…" />;
  const shared = data?.sharedCart;
  if (!shared)
    return <Alert tone="error">{error ? friendlyError(error, SHARED_CART_FAILURE) : SHARED_CART_FAILURE}</Alert>;
  return (
    <>
      <h1>Shared Cart</h1>
      <div className="grid grid-2">
        <Card title="Shared By">
          <p>{shared.owner.name}</p>
          <p>
            <a className="link" href={`mailto:${shared.owner.username}`}>
              {shared.owner.username}
            </a>
          </p>
          {shared.owner.phone && <p>{shared.owner.phone}</p>}
          <p className="muted">Shared on {formatDate(shared.sharedAt)}</p>
        </Card>
        <Card title="Summary">
          <p>
            {shared.lineCount} {shared.lineCount === 1 ? 'line' : 'lines'}, subtotal{' '}
            <strong>{shared.subtotal.display}</strong>
          </p>
        </Card>
      </div>
      <LinesTable
        caption="Lines of the shared cart"
        lines={shared.lines}
        lineKey={(line) => line.erp + line.unitOfMeasure}
        columns={COLUMNS}
      />
      <CopySharedCart lines={shared.lines}>
        <ButtonLink to="/cart" variant="secondary">
          Go to My Cart
        </ButtonLink>
      </CopySharedCart>
    </>
  );
}
