import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { TermsAndConditionsText } from './TermsText';

/** The terms modal (storefront.md §2.3): the terms read in place, with the full page a link away. */
export function TermsModalButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" onPress={() => setOpen(true)}>
        Terms and Conditions
      </Button>
      <Modal title="Terms and Conditions" isOpen={open} onOpenChange={setOpen} isDismissable>
        <div className="terms-modal-body">
          <TermsAndConditionsText headingLevel={3} />
        </div>
        <div className="form-actions">
          <Link to="/termsandconditions" onClick={() => setOpen(false)}>
            Open the terms as a page
          </Link>
          <Button onPress={() => setOpen(false)}>Close</Button>
        </div>
      </Modal>
    </>
  );
}
