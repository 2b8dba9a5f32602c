import { useFormState, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/Link';
import { LinesTable } from '../../ui/LinesTable';
import { formatOrderNumber } from '../../lib/format';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { showFieldErrors, useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { QUOTE_MESSAGES, quoteConversionFormErrors, type QuoteConversionValues } from '@mro/rules/orders';
import { editedQuantityError, isDropped, LINE_DROPPED, QUANTITY_DEBOUNCE_MS } from '@mro/rules/quantity';
import { ConvertQuoteDocument, type OrderDetailFieldsFragment } from './OrderDetail.generated';

type Values = { purchaseOrderNumber: string; lines: QuoteConversionValues['lines'][number][] };
type Line = OrderDetailFieldsFragment['lines'][number];

/** The gateway's field paths are the form's: each quantity at `lines.{i}.quantity`, the PO, and `lines` for the alert. */
const fieldOf = (field: string) =>
  /^lines\.\d+\.quantity$/.test(field) || field === 'purchaseOrderNumber' ? field : null;

export function QuoteConversionForm({ quote }: { quote: OrderDetailFieldsFragment }) {
  const conversion = quote.quoteConversion;
  const terms = {
    quoted: new Map(quote.lines.map((l) => [l.lineNumber, l.quantityOrdered])),
    purchaseOrderRequired: conversion?.purchaseOrderRequired ?? false,
  };
  const validate = (values: Values) => quoteConversionFormErrors(values, terms);
  const form = useRulesForm<Values>({
    defaultValues: {
      purchaseOrderNumber: quote.purchaseOrderNumber ?? '',
      lines: quote.lines.map((l) => ({ lineNumber: l.lineNumber, quantity: String(l.quantityOrdered) })),
    },
    validate,
    validateAfter: QUANTITY_DEBOUNCE_MS,
  });
  const valid = useRulesValid(form, validate);
  const convert = useMutationWithErrors(ConvertQuoteDocument, (data) => data.convertQuote, {
    failed: QUOTE_MESSAGES.unableToConvert,
    fieldOf,
    alert: 'rest',
  });
  if (!conversion) return null;
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

  async function submit(values: Values) {
    const outcome = await convert.run({
      variables: {
        input: {
          orderNumber: quote.orderNumber,
          purchaseOrderNumber: values.purchaseOrderNumber.trim() || null,
          lines: values.lines.map((l) => ({ lineNumber: l.lineNumber, quantity: Number(l.quantity) })),
        },
      },
    });
    showFieldErrors(form, outcome, fieldOf);
  }

  return (
    <section aria-labelledby="convert-title" className="card">
      <h2 id="convert-title">Convert to order</h2>
      {!conversion.allowed ? (
        <>
          <Alert tone="warning">{conversion.blockedReason}</Alert>
          <Button isDisabled>{quote.approvalStatus ?? 'Convert to Order'}</Button>
        </>
      ) : (
        <RulesForm form={form} onSubmit={submit}>
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
                cell: (line) => <QuantityCell form={form} line={line} index={quote.lines.indexOf(line)} />,
              },
            ]}
          />
          <FormTextField
            control={form.control}
            name="purchaseOrderNumber"
            label="PO number"
            isRequired={conversion.purchaseOrderRequired}
            maxLength={40}
          />
          <NoItemsAlert form={form} />
          <FormAlert failures={convert.failures} />
          <SubmitButton form={form} isDisabled={!valid}>
            {convert.loading ? 'Converting…' : 'Convert to Order'}
          </SubmitButton>
        </RulesForm>
      )}
    </section>
  );
}

/** A line's quantity; a valid one under 1 is told it leaves the order. */
function QuantityCell({ form, line, index }: { form: UseFormReturn<Values>; line: Line; index: number }) {
  const typed = useWatch({ control: form.control, name: `lines.${index}.quantity` });
  const dropped = editedQuantityError(typed, line.quantityOrdered) === null && isDropped(Number(typed));
  return (
    <>
      <FormTextField
        control={form.control}
        name={`lines.${index}.quantity`}
        label={`Quantity for ${line.erp}`}
        hideLabel
        inputMode="numeric"
      />
      {dropped && <span className="field-description">{LINE_DROPPED}</span>}
    </>
  );
}

/** The rules' error of the quote as a whole (no items left), which belongs to no one field. */
function NoItemsAlert({ form }: { form: UseFormReturn<Values> }) {
  const { errors } = useFormState({ control: form.control, name: 'lines' });
  const message = (errors.lines as FieldError | undefined)?.message;
  return message ? <Alert tone="error">{message}</Alert> : null;
}
