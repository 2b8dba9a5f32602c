import { PolicyModalButton, type Policy } from '../../lib/policies/PolicyModal';
import './policy-links.css';

/** The cart's policy modals (cart-checkout-orders §2). */
const POLICIES: readonly Policy[] = ['privacy', 'returns', 'shipping', 'terms'];

/** The Order Summary's links to the cart's policies, each opening its modal. */
export function CartPolicyLinks() {
  return (
    <div className="policy-links" role="group" aria-label="Policies">
      {POLICIES.map((policy, i) => (
        <span key={policy}>
          {i > 0 && ' · '}
          <PolicyModalButton policy={policy} />
        </span>
      ))}
    </div>
  );
}
