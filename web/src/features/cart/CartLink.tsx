import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/Link';
import { Popover } from '../../ui/Popover';
import { Spinner } from '../../ui/Spinner';
import { formatCount } from '../../lib/format';
import { useHydrated, useMediaQuery } from '../../lib/useHydrated';
import { CartBadgeDocument, CartPreviewDocument } from './CartLink.generated';
import './cart-link.css';

// The spec's cart preview overlay: large screens only, and only for a cart of 1 to 20 lines.
export const PREVIEW_MAX_LINES = 20;
const LARGE_SCREEN = '(min-width: 992px)';

/** The lines, fetched when the overlay opens (the header's count needs no lines). */
function CartPreviewLines() {
  const { data, loading } = useQuery(CartPreviewDocument, { fetchPolicy: 'cache-and-network' });
  const cart = data?.cart;
  if (loading && !cart) return <Spinner label="Loading your cart…" />;
  if (!cart) return null;
  return (
    <>
      <ul className="cart-preview-lines">
        {cart.lines.map((line) => (
          <li key={line.id}>
            <span>{line.description}</span>
            <span className="muted">
              Item #{line.erp}, {formatCount(line.quantity)} {line.unitOfMeasure}
            </span>
            <strong>{line.lineTotal.display}</strong>
          </li>
        ))}
      </ul>
      <p>
        Subtotal: <strong>{cart.subtotal.display}</strong>
      </p>
      <ButtonLink to="/cart">View Cart</ButtonLink>
    </>
  );
}

export function CartLink({ loggedIn }: { loggedIn: boolean }) {
  const { data } = useQuery(CartBadgeDocument, { skip: !loggedIn });
  const large = useMediaQuery(LARGE_SCREEN);
  const [open, setOpen] = useState(false);
  // A guest's page may be every guest's (cached): the count is the visitor's, shown once it is live.
  const shown = useHydrated() && loggedIn;
  const count = shown ? (data?.cart?.itemCount ?? 0) : 0;
  const lines = shown ? (data?.cart?.lineCount ?? 0) : 0;
  const preview = large && lines > 0 && lines <= PREVIEW_MAX_LINES;
  return (
    <span className="cart-link-group">
      <Link to="/cart" className="cart-link">
        Cart <span aria-hidden="true">({formatCount(count)})</span>
        <span className="visually-hidden">
          , {formatCount(count)} {count === 1 ? 'item' : 'items'}
        </span>
      </Link>
      {preview && (
        <Popover
          label="Cart preview"
          trigger={<span aria-hidden="true">▾</span>}
          title="Your Cart"
          isOpen={open}
          onOpenChange={setOpen}
        >
          {open && <CartPreviewLines />}
        </Popover>
      )}
    </span>
  );
}
