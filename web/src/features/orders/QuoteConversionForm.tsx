import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/Link';
import { LinesTable } from '../../ui/LinesTable';
import { TextField } from '../../ui/TextField';
import { formatOrderNumber } from '../../lib/format';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { QUOTE_MESSAGES, quotePurchaseOrderError } from '@mro/rules/orders';
import { EMPTY_QUOTE_ORDER, editedQuantityError, LINE_DROPPED, QUANTITY_DEBOUNCE_MS } from '@mro/rules/quantity';
import { ConvertQuoteDocument, type OrderDetailFieldsFragment } from './OrderDetail.generated';

export function QuoteConversionForm({ quote }: { quote: OrderDetailFieldsFragment }) {
  const [quantities, setQuantities] = useState<Record<number, string>>(
    Object.fromEntries(quote.lines.map((l) => [l.lineNumber, String(l.quantityOrdered)])),
  );
  const [po, setPo] = useState(quote.purchaseOrderNumber ?? '');
  const convert = useMutationWithErrors(ConvertQuoteDocument, (data) => data.convertQuote, {
    failed: QUOTE_MESSAGES.unableToConvert,
    alert: 'each',
  });
  const checked = useDebouncedValue(quantities, QUANTITY_DEBOUNCE_MS);
  const conversion = quote.quoteConversion;
  if (!conversion) return null;

  const settled = checked === quantities;
  const errors = new Map(
    quote.lines.map((l) => [l.lineNumber, editedQuantityError(checked[l.lineNumber] ?? '', l.quantityOrdered)]),
  );
  const invalid = [...errors.values()].some(Boolean);
  const total = quote.lines.reduce((sum, l) => sum + (errors.get(l.lineNumber) ? 0 : Number(checked[l.lineNumber])), 0);
  const formError = invalid ? null : total === 0 ? EMPTY_QUOTE_ORDER : null;
  const poRequired = conversion.purchaseOrderRequired;
  const poError = quotePurchaseOrderError(po, poRequired);
  const result = convert.payload;

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
            if (!settled || invalid || formError || poError) return;
            void convert.run({
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
            });
          }}
        >
          <LinesTable
            caption="Quantities to order"
            lines={quote.lines}
            lineKey={(line) => line.lineNumber}
            columns={[
              {
                id: 'item',
                header: 'Item',
                rowHeader: true,
                cell: (line) => (
                  <>
                    {line.erp} {line.description}
                  </>
                ),
              },
              { id: 'quoted', header: 'Quoted', cell: (line) => line.quantityOrdered },
              {
                id: 'quantity',
                header: 'Order quantity',
                cell: (line) => {
                  const error = errors.get(line.lineNumber) ?? null;
                  return (
                    <>
                      <TextField
                        label={`Quantity for ${line.erp}`}
                        hideLabel
                        inputMode="numeric"
                        value={quantities[line.lineNumber] ?? ''}
                        error={error}
                        onChange={(v) => setQuantities({ ...quantities, [line.lineNumber]: v })}
                      />
                      {!error && Number(checked[line.lineNumber]) < 1 && (
                        <span className="field-description">{LINE_DROPPED}</span>
                      )}
                    </>
                  );
                },
              },
            ]}
          />
          <TextField
            label="PO number"
            isRequired={poRequired}
            value={po}
            maxLength={40}
            error={poError}
            onChange={setPo}
          />
          {formError && <Alert tone="error">{formError}</Alert>}
          {convert.failures.map((failure) => (
            <Alert key={failure} tone="error">
              {failure}
            </Alert>
          ))}
          <Button
            type="submit"
            isDisabled={convert.loading || !settled || invalid || Boolean(formError) || Boolean(poError)}
          >
            {convert.loading ? 'Converting…' : 'Convert to Order'}
          </Button>
        </form>
      )}
    </section>
  );
}
