import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { PrivacyPolicyText, ReturnPolicyText, ShippingInformationText } from './PolicyTexts';
import { TermsAndConditionsText } from './TermsText';
import './policy-modal.css';

export type Policy = 'privacy' | 'returns' | 'shipping' | 'terms';

/** Each policy's title, page, the words of the link to the page, and its text. */
const POLICIES: Record<Policy, { title: string; path: string; name: string; text: () => ReactNode }> = {
  privacy: {
    title: 'Privacy Policy',
    path: '/privacy-policy',
    name: 'the privacy policy',
    text: () => <PrivacyPolicyText headingLevel={3} />,
  },
  returns: {
    title: 'Return Policy',
    path: '/return-policy',
    name: 'the return policy',
    text: () => <ReturnPolicyText />,
  },
  shipping: {
    title: 'Shipping Information',
    path: '/shipping-information',
    name: 'the shipping information',
    text: () => <ShippingInformationText headingLevel={3} />,
  },
  terms: {
    title: 'Terms and Conditions',
    path: '/termsandconditions',
    name: 'the terms',
    text: () => <TermsAndConditionsText headingLevel={3} />,
  },
};

/**
 * A policy read in place (the cart's modals of cart-checkout-orders §2, the footer's terms modal of
 * storefront §2.3), with its full page a link away.
 */
export function PolicyModalButton({ policy }: { policy: Policy }) {
  const [open, setOpen] = useState(false);
  const { title, path, name, text } = POLICIES[policy];
  return (
    <>
      <Button variant="link" onPress={() => setOpen(true)}>
        {title}
      </Button>
      <Modal title={title} isOpen={open} onOpenChange={setOpen} isDismissable>
        <div className="terms-modal-body">{text()}</div>
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
