import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/Link';
import { SimpleTable } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { formatOrderNumber } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { QUOTE_MESSAGES, quotePurchaseOrderError } from '@mro/rules/orders';
import { EMPTY_QUOTE_ORDER, editedQuantityError, LINE_DROPPED, QUANTITY_DEBOUNCE_MS } from '@mro/rules/quantity';
import { ConvertQuoteDocument, type OrderDetailFieldsFragment } from './OrderDetail.generated';

export function QuoteConversionForm({ quote }: { quote: OrderDetailFieldsFragment }) {
  const [quantities, setQuantities] = useState<Record<number, string>>(
    Object.fromEntries(quote.lines.map((l) => [l.lineNumber, String(l.quantityOrdered)])),
  );
  const [po, setPo] = useState(quote.purchaseOrderNumber ?? '');
  const [convert, { data, loading, error }] = useMutation(ConvertQuoteDocument);
  const conversion = quote.quoteConversion;
  if (!conversion) return null;

  const checked = useDebouncedValue(quantities, QUANTITY_DEBOUNCE_MS);
  const settled = checked === quantities;
  const errors = quote.lines.map((l) => editedQuantityError(checked[l.lineNumber] ?? '', l.quantityOrdered));
  const total = quote.lines.reduce((sum, l, i) => sum + (errors[i] ? 0 : Number(checked[l.lineNumber])), 0);
  const formError = errors.some(Boolean) ? null : total === 0 ? EMPTY_QUOTE_ORDER : null;
  const poRequired = conversion?.purchaseOrderRequired ?? false;
  const poError = quotePurchaseOrderError(po, poRequired);
  const result = data?.convertQuote;

  if (result?.order) {
    return (
      <section aria-labelledby="converted-title" className="card">
        <h2 id="converted-title">Order placed</h2>
        <Alert tone="success">{result.confirmation}</Alert>
        <ButtonLink to={`/my-account/order-details/${formatOrderNumber(result.order.orderNumber)}`}>
          View order {formatOrderNumber(result.order.orderNumber)}
        </ButtonLink>
      </section>
    );
  }
  if (result?.confirmation) return <Alert tone="success">{result.confirmation}</Alert>;

  return (
    <section aria-labelledby="convert-title" className="card">
      <h2 id="convert-title">Convert to order</h2>
      {!conversion.allowed ? (
        <>
          <Alert tone="warning">{conversion.blockedReason}</Alert>
          <Button isDisabled>{quote.approvalStatus ?? 'Convert to Order'}</Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!settled || errors.some(Boolean) || formError || poError) return;
            void convert({
              variables: {
                input: {
                  orderNumber: quote.orderNumber,
                  purchaseOrderNumber: po.trim() || null,
                  lines: quote.lines.map((l) => ({
                    lineNumber: l.lineNumber,
                    quantity: Number(quantities[l.lineNumber]),
                  })),
                },
              },
            }).catch(() => undefined);
          }}
        >
          <SimpleTable caption="Quantities to order">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Quoted</th>
                <th scope="col">Order quantity</th>
              </tr>
            </thead>
            <tbody>
              {quote.lines.map((line, i) => (
                <tr key={line.lineNumber}>
                  <th scope="row">
                    {line.erp} {line.description}
                  </th>
                  <td>{line.quantityOrdered}</td>
                  <td>
                    <TextField
                      label={`Quantity for ${line.erp}`}
                      hideLabel
                      inputMode="numeric"
                      value={quantities[line.lineNumber] ?? ''}
                      error={errors[i]}
                      onChange={(v) => setQuantities({ ...quantities, [line.lineNumber]: v })}
                    />
                    {!errors[i] && Number(checked[line.lineNumber]) < 1 && (
                      <span className="field-description">{LINE_DROPPED}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
          <TextField
            label="PO number"
            isRequired={poRequired}
            value={po}
            maxLength={40}
            error={poError}
            onChange={setPo}
          />
          {formError && <Alert tone="error">{formError}</Alert>}
          {result?.userErrors.map((e) => (
            <Alert key={e.message} tone="error">
              {e.message}
            </Alert>
          ))}
          {error && <Alert tone="error">{friendlyError(error, QUOTE_MESSAGES.unableToConvert)}</Alert>}
          <Button
            type="submit"
            isDisabled={loading || !settled || errors.some(Boolean) || Boolean(formError) || Boolean(poError)}
          >
            {loading ? 'Converting…' : 'Convert to Order'}
          </Button>
        </form>
      )}
    </section>
  );
}
