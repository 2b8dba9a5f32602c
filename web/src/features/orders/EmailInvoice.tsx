import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useSendOrderInvoiceEmailMutation } from './OrderHistory.generated';

export const EMAIL_FAILED = 'Email failed to be sent.';

/** E-mails an invoiced order's invoice to the viewer from its history row (account-admin-calls §2.4). */
export function EmailInvoice({ orderNumber }: { orderNumber: string }) {
  const [send, { data, loading, error }] = useSendOrderInvoiceEmailMutation();
  const result = data?.sendInvoiceEmail;
  return (
    <div className="inline-action">
      <Button variant="link" isDisabled={loading} aria-label={`E-mail invoice ${orderNumber}`} onPress={() => void send({ variables: { input: { orderNumber } } }).catch(() => undefined)}>
        {loading ? 'Sending…' : 'E-mail'}
      </Button>
      {result?.message && <Alert tone="success">{result.message}</Alert>}
      {result?.userErrors.map((e) => <Alert key={e.message} tone="error">{e.message}</Alert>)}
      {error && <Alert tone="error">{EMAIL_FAILED}</Alert>}
    </div>
  );
}
