import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormActions } from './FormActions';

type Props = {
  title: string;
  /** The confirming button's name, e.g. 'Delete'. */
  label: string;
  /** What the server answered when it refused (shown under the question), or null. */
  failure?: string | null;
  /** The request runs: the confirming button waits. */
  isBusy: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** The question: what goes, and what follows. */
  children: ReactNode;
};

/** A dialog asking before a request that cannot be taken back: the question, a refusal, the confirming button and Cancel. */
export function ConfirmDialog({ title, label, failure, isBusy, onConfirm, onClose, children }: Props) {
  return (
    <Modal title={title} role="alertdialog" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <p>{children}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions onCancel={onClose}>
        <Button onPress={() => void onConfirm()} isDisabled={isBusy}>
          {label}
        </Button>
      </FormActions>
    </Modal>
  );
}
