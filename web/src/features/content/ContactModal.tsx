import type { ContactInquiry } from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { useNotify } from '../../ui/Toast';
import { ContactForm } from './ContactForm';

/** The contact modal: the contact form in a dialog; sending closes it and announces the spec's notice. */
export function ContactModal({
  title = 'Send us a Message',
  inquiry,
  isOpen,
  onClose,
}: {
  title?: string;
  inquiry?: ContactInquiry;
  isOpen: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <ContactForm
        inquiry={inquiry}
        onCancel={onClose}
        onSent={(message) => {
          onClose();
          notify(message);
        }}
      />
    </Modal>
  );
}
