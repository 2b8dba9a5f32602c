import { Link } from 'react-router';
import { useCartBadgeQuery } from './CartLink.generated';

export function CartLink({ loggedIn }: { loggedIn: boolean }) {
  const { data } = useCartBadgeQuery({ skip: !loggedIn });
  const count = loggedIn ? (data?.cart?.itemCount ?? 0) : 0;
  return (
    <Link to="/cart" className="cart-link">
      Cart <span aria-hidden="true">({count})</span>
      <span className="visually-hidden">, {count} {count === 1 ? 'item' : 'items'}</span>
    </Link>
  );
}
