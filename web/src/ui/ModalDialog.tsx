import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';

export type ModalProps = {
  title: string;
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  isDismissable?: boolean;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
};

/** The modal itself; `Modal` (Modal.tsx) loads it when first opened. */
export function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  isDismissable = false,
  children,
  role = 'dialog',
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="modal-overlay"
    >
      <AriaModal className="modal">
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
