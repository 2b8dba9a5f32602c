import { useMutation } from '@apollo/client/react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { INVOICE_EMAIL_FAILED } from '@mro/rules/invoices';
import { SendInvoiceEmailDocument } from './EmailInvoice.generated';

/** E-mails one invoice to the viewer and shows the outcome in the spec's words (invoice lists and invoiced history rows). */
export function EmailInvoiceButton({ orderNumber }: { orderNumber: string }) {
  const [send, { data, loading, error }] = useMutation(SendInvoiceEmailDocument);
  const result = data?.sendInvoiceEmail;
  return (
    <div className="inline-action">
      <Button
        variant="link"
        isDisabled={loading}
        aria-label={`E-mail invoice ${orderNumber}`}
        onPress={() => void send({ variables: { input: { orderNumber } } }).catch(() => undefined)}
      >
        {loading ? 'Sending…' : 'E-mail'}
      </Button>
      {result?.message && <Alert tone="success">{result.message}</Alert>}
      {result?.userErrors.map((e) => (
        <Alert key={e.message} tone="error">
          {e.message}
        </Alert>
      ))}
      {error && <Alert tone="error">{INVOICE_EMAIL_FAILED}</Alert>}
    </div>
  );
}
