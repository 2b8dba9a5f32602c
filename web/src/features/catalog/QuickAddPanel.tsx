import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { QuickAddForm } from './QuickAddForm';
import type { SearchHitCardFragment } from './SearchHitCard.generated';

/** The quick-add side panel of a listing hit: closes once the line is in the cart or a list. */
export function QuickAddPanel({ hit, onClose }: { hit: SearchHitCardFragment; onClose: () => void }) {
  return (
    <Modal title={`Quick add: ${hit.heading}`} isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <QuickAddForm heading={hit.heading} items={hit.items} onAdded={onClose}>
        <Button variant="link" onPress={onClose}>
          Close
        </Button>
      </QuickAddForm>
    </Modal>
  );
}
