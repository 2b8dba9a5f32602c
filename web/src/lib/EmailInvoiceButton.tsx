import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { INVOICE_EMAIL_FAILED } from '@mro/rules/invoices';
import { SendInvoiceEmailDocument } from './EmailInvoice.generated';
import { useMutationWithErrors } from './useMutationWithErrors';

/** E-mails one invoice to the viewer and shows the outcome in the spec's words (invoice lists and invoiced history rows). */
export function EmailInvoiceButton({ orderNumber }: { orderNumber: string }) {
  const send = useMutationWithErrors(SendInvoiceEmailDocument, (data) => data.sendInvoiceEmail, {
    failed: INVOICE_EMAIL_FAILED,
    thrown: () => INVOICE_EMAIL_FAILED,
    alert: 'each',
  });
  return (
    <div className="inline-action">
      <Button
        variant="link"
        isDisabled={send.loading}
        aria-label={`E-mail invoice ${orderNumber}`}
        onPress={() => void send.run({ variables: { input: { orderNumber } } })}
      >
        {send.loading ? 'Sending…' : 'E-mail'}
      </Button>
      {send.payload?.message && <Alert tone="success">{send.payload.message}</Alert>}
      {send.failures.map((failure) => (
        <Alert key={failure} tone="error">
          {failure}
        </Alert>
      ))}
    </div>
  );
}
