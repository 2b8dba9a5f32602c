import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

export type ModalProps = {
  title: string;
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  isDismissable?: boolean;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** `wide` for a table of lines (up to 1100 px): a request's quantities and totals side by side. */
  size?: 'normal' | 'wide';
};

/** The modal itself; `Modal` (Modal.tsx) loads it when first opened. */
export function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  isDismissable = false,
  children,
  role = 'dialog',
  size = 'normal',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="modal-overlay"
    >
      <AriaModal className={size === 'wide' ? 'modal modal-wide' : 'modal'}>
        <Dialog role={role} className="dialog">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
