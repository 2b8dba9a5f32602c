import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { formatOrderNumber } from '../../lib/format';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { fieldIn, showFieldErrors, useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { contactFormErrors } from '@mro/rules/contact';
import type { OrderDetailFieldsFragment } from './OrderDetail.generated';
import {
  QuoteHelpContactDocument,
  SendQuoteHelpRequestDocument,
  SendQuoteToCartDocument,
} from './QuoteActions.generated';

export const CART_UPDATED = 'Your cart has been updated.';
export const ADD_FAILED = 'An error occurred. Items could not be added to the cart.';

type HelpValues = { message: string };
/** The contact form's own rule on the one field the buyer types (the rest come from the account). */
const helpFormErrors = (values: HelpValues) => ({ message: contactFormErrors({ message: values.message }).message });
const fieldOf = fieldIn(['message']);

/** Send to cart and the help request of a quote's detail (account-admin-calls §2.4 "Order and quote detail"). */
export function QuoteActions({ quote }: { quote: OrderDetailFieldsFragment }) {
  const cart = useMutationWithErrors(SendQuoteToCartDocument, (data) => data.addCartLines, {
    failed: ADD_FAILED,
    thrown: () => ADD_FAILED,
    alert: 'each',
    refetchQueries: ['Cart'],
  });
  const contact = useQuery(QuoteHelpContactDocument);
  const help = useMutationWithErrors(SendQuoteHelpRequestDocument, (data) => data.sendContactMessage, {
    failed: messages.requestFailed,
    thrown: () => messages.requestFailed,
    fieldOf,
    alert: 'rest',
  });
  const [helpOpen, setHelpOpen] = useState(false);
  const form = useRulesForm<HelpValues>({
    defaultValues: { message: '' },
    validate: helpFormErrors,
    showErrors: 'blur',
  });
  const valid = useRulesValid(form, helpFormErrors);
  const number = formatOrderNumber(quote.orderNumber);
  const viewer = contact.data?.viewer;

  async function sendHelp(values: HelpValues) {
    if (!viewer) return;
    const outcome = await help.run({
      variables: {
        input: {
          inquiry: 'QUOTE',
          name: viewer.name,
          email: viewer.username,
          city: quote.shipTo.city,
          state: quote.shipTo.state,
          message: `Help with quote ${number}: ${values.message.trim()}`,
        },
      },
    });
    showFieldErrors(form, outcome, fieldOf);
  }

  return (
    <section aria-labelledby="quote-actions-title" className="card">
      <h2 id="quote-actions-title">More for this quote</h2>
      <Button
        variant="secondary"
        isDisabled={cart.loading || quote.lines.length === 0}
        onPress={() =>
          void cart.run({
            variables: { input: { lines: quote.lines.map((l) => ({ erp: l.erp, quantity: l.quantityOrdered })) } },
          })
        }
      >
        Send to Cart
      </Button>
      {cart.payload && cart.payload.userErrors.length === 0 && <Alert tone="success">{CART_UPDATED}</Alert>}
      {cart.failures.map((failure) => (
        <Alert key={failure} tone="error">
          {failure}
        </Alert>
      ))}
      {!helpOpen ? (
        <Button variant="link" onPress={() => setHelpOpen(true)}>
          Need help with this quote?
        </Button>
      ) : help.payload?.message ? (
        <Alert tone="success">{help.payload.message}</Alert>
      ) : (
        <RulesForm form={form} onSubmit={sendHelp} aria-label="Help request">
          <FormTextField control={form.control} name="message" label="How can we help?" isRequired />
          <FormAlert failures={help.failures} />
          <SubmitButton form={form} isDisabled={!viewer || !valid}>
            Send Help Request
          </SubmitButton>
        </RulesForm>
      )}
    </section>
  );
}
