import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import type { ModalProps } from './ModalDialog';

type Props = Pick<ModalProps, 'title' | 'size' | 'children'> & {
  isOpen?: boolean;
  onClose: () => void;
  /** The closing button's name: 'Close', 'Cancel' (leaving a form), 'Done' (after adding). */
  closeLabel: string;
  closeVariant?: 'secondary' | 'link';
  /** What the dialog offers before its closing button (a link to the product). */
  actions?: ReactNode;
};

/** A modal left by Escape, a click outside or its closing button, which ends its actions row. */
export function DismissibleModal({
  title,
  size,
  children,
  isOpen = true,
  onClose,
  closeLabel,
  closeVariant = 'secondary',
  actions,
}: Props) {
  return (
    <Modal title={title} size={size} isOpen={isOpen} isDismissable onOpenChange={(open) => !open && onClose()}>
      {children}
      <div className="form-actions">
        {actions}
        <Button variant={closeVariant} onPress={onClose}>
          {closeLabel}
        </Button>
      </div>
    </Modal>
  );
}
