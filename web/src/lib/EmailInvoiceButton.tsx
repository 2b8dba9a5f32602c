import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ComboBox } from '../ui/ComboBox';
import { Modal } from '../ui/Modal';
import { INVOICE_EMAIL_FAILED } from '@mro/rules/invoices';
import { InvoiceRecipientsDocument, SendInvoiceEmailDocument } from './EmailInvoice.generated';
import { useMutationWithErrors } from './useMutationWithErrors';

/**
 * The e-mail invoice modal (cart-checkout-orders §2): it shows to whom the invoice goes, the viewer
 * unless they choose a user of their company (a typeahead: a company may have hundreds), then sends it.
 * Used on the invoice lists, invoiced history rows and the order detail.
 */
export function EmailInvoiceButton({ orderNumber }: { orderNumber: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="inline-action">
      <Button variant="link" aria-label={`E-mail invoice ${orderNumber}`} onPress={() => setOpen(true)}>
        E-mail
      </Button>
      {open && <EmailInvoiceModal orderNumber={orderNumber} onClose={() => setOpen(false)} />}
    </div>
  );
}

function EmailInvoiceModal({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const { data, error } = useQuery(InvoiceRecipientsDocument);
  const recipients = data?.invoiceRecipients ?? [];
  const [chosen, setChosen] = useState('');
  const recipient = chosen || recipients.find((r) => r.isViewer)?.email || '';
  const send = useMutationWithErrors(SendInvoiceEmailDocument, (result) => result.sendInvoiceEmail, {
    failed: INVOICE_EMAIL_FAILED,
    thrown: () => INVOICE_EMAIL_FAILED,
    alert: 'each',
  });
  const sent = send.payload?.message;
  return (
    <Modal title={`E-mail Invoice ${orderNumber}`} isOpen onOpenChange={(o) => !o && onClose()} isDismissable>
      {error && <Alert tone="error">{INVOICE_EMAIL_FAILED}</Alert>}
      <p>
        The invoice of order {orderNumber} will be sent to <strong>{recipient || '…'}</strong>.
      </p>
      <ComboBox
        label="Recipient"
        placeholder="Type a name or e-mail of your company"
        value={recipient}
        options={recipients.map((r) => ({
          value: r.email,
          label: `${r.name} (${r.email})${r.isViewer ? ' – you' : ''}`,
        }))}
        onChange={setChosen}
      />
      {sent && <Alert tone="success">{sent}</Alert>}
      {send.failures.map((failure) => (
        <Alert key={failure} tone="error">
          {failure}
        </Alert>
      ))}
      <div className="dialog-actions">
        <Button
          isDisabled={send.loading || !recipient}
          onPress={() => void send.run({ variables: { input: { orderNumber, email: recipient } } })}
        >
          {send.loading ? 'Sending…' : 'Send'}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {sent ? 'Close' : 'Cancel'}
        </Button>
      </div>
    </Modal>
  );
}
