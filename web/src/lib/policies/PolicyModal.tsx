import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { deferredComponent } from '../../ui/deferred';
import type { Policy } from './PolicyModalText';
import './policy-modal.css';

// The texts (and the table of the shipping information) load when a modal opens: the footer's terms
// link is on every page, and its text was part of the JavaScript every page evaluated first (issue 28).
// Opened before the idle preload fetched them, the modal says the text is coming (a pointer on the
// link starts the fetch).
const { preload, Deferred: PolicyModalText } = deferredComponent(
  () => import('./PolicyModalText').then((module) => module.PolicyModalText),
  <Spinner label="Loading the text…" />,
);
export const preloadPolicyText = preload;

export type { Policy };

/** Each policy's title, page and the words of the link to the page. */
const POLICIES: Record<Policy, { title: string; path: string; name: string }> = {
  privacy: {
    title: 'Privacy Policy',
    path: '/privacy-policy',
    name: 'the privacy policy',
  },
  returns: {
    title: 'Return Policy',
    path: '/return-policy',
    name: 'the return policy',
  },
  shipping: {
    title: 'Shipping Information',
    path: '/shipping-information',
    name: 'the shipping information',
  },
  terms: {
    title: 'Terms and Conditions',
    path: '/termsandconditions',
    name: 'the terms',
  },
};

/**
 * A policy read in place (the cart's modals of cart-checkout-orders §2, the footer's terms modal of
 * storefront §2.3), with its full page a link away.
 */
export function PolicyModalButton({ policy }: { policy: Policy }) {
  const [open, setOpen] = useState(false);
  const { title, path, name } = POLICIES[policy];
  return (
    <>
      <Button variant="link" onHoverStart={() => void preload()} onPress={() => setOpen(true)}>
        {title}
      </Button>
      <Modal title={title} isOpen={open} onOpenChange={setOpen} isDismissable>
        <div className="terms-modal-body">
          <PolicyModalText policy={policy} />
        </div>
        <div className="form-actions">
          <Link to={path} onClick={() => setOpen(false)}>
            Open {name} as a page
          </Link>
          <Button onPress={() => setOpen(false)}>Close</Button>
        </div>
      </Modal>
    </>
  );
}
