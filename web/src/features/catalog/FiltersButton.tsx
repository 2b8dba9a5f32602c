import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/**
 * The mobile filter view (docs/spec/storefront.md §2.4 listing): below 992 px the facets leave the page so
 * the results come first, and this button opens them in a dialog. Hidden by CSS at wider screens,
 * where the facets are the sidebar.
 */
export function FiltersButton({
  activeCount,
  totalCount,
  children,
}: {
  activeCount: number;
  totalCount: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="filters-button">
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </Button>
      <Modal title="Filter results" isOpen={open} onOpenChange={setOpen} isDismissable>
        {children}
        <div className="form-actions filters-done">
          <Button onPress={() => setOpen(false)}>
            Show {totalCount} {totalCount === 1 ? 'result' : 'results'}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
