import { ButtonLink } from '../../ui/Link';

/** Where a buyer goes once an order is placed, or held by the ERP: their orders, or back to the store. */
export function PlacedOrderActions() {
  return (
    <div className="form-actions">
      <ButtonLink to="/my-account/orders">View My Orders</ButtonLink>
      <ButtonLink to="/" variant="secondary">
        Continue Shopping
      </ButtonLink>
    </div>
  );
}
