import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { formatOrderNumber } from '../../lib/format';
import type { OrderDetailFieldsFragment } from './OrderDetail.generated';
import {
  QuoteHelpContactDocument,
  SendQuoteHelpRequestDocument,
  SendQuoteToCartDocument,
} from './QuoteActions.generated';

export const CART_UPDATED = 'Your cart has been updated.';
export const ADD_FAILED = 'An error occurred. Items could not be added to the cart.';

/** Send to cart and the help request of a quote's detail (account-admin-calls §2.4 "Order and quote detail"). */
export function QuoteActions({ quote }: { quote: OrderDetailFieldsFragment }) {
  const [toCart, cart] = useMutation(SendQuoteToCartDocument, { refetchQueries: ['Cart'] });
  const contact = useQuery(QuoteHelpContactDocument);
  const [sendHelp, help] = useMutation(SendQuoteHelpRequestDocument);
  const [helpOpen, setHelpOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const number = formatOrderNumber(quote.orderNumber);
  const cartResult = cart.data?.addCartLines;
  const helpResult = help.data?.sendContactMessage;
  const viewer = contact.data?.viewer;

  const onHelp = () => {
    if (!viewer || !question.trim()) return;
    void sendHelp({
      variables: {
        input: {
          inquiry: 'QUOTE',
          name: viewer.name,
          email: viewer.username,
          city: quote.shipTo.city,
          state: quote.shipTo.state,
          message: `Help with quote ${number}: ${question.trim()}`,
        },
      },
    }).catch(() => undefined);
  };

  return (
    <section aria-labelledby="quote-actions-title" className="card">
      <h2 id="quote-actions-title">More for this quote</h2>
      <Button
        variant="secondary"
        isDisabled={cart.loading || quote.lines.length === 0}
        onPress={() =>
          void toCart({
            variables: { input: { lines: quote.lines.map((l) => ({ erp: l.erp, quantity: l.quantityOrdered })) } },
          }).catch(() => undefined)
        }
      >
        Send to Cart
      </Button>
      {cartResult && cartResult.userErrors.length === 0 && <Alert tone="success">{CART_UPDATED}</Alert>}
      {cartResult?.userErrors.map((e) => (
        <Alert key={e.message} tone="error">
          {e.message}
        </Alert>
      ))}
      {cart.error && <Alert tone="error">{ADD_FAILED}</Alert>}
      {!helpOpen ? (
        <Button variant="link" onPress={() => setHelpOpen(true)}>
          Need help with this quote?
        </Button>
      ) : helpResult?.message ? (
        <Alert tone="success">{helpResult.message}</Alert>
      ) : (
        <form
          aria-label="Help request"
          onSubmit={(e) => {
            e.preventDefault();
            onHelp();
          }}
        >
          <TextField label="How can we help?" isRequired value={question} onChange={setQuestion} />
          {helpResult?.userErrors.map((e) => (
            <Alert key={e.message} tone="error">
              {e.message}
            </Alert>
          ))}
          {help.error && <Alert tone="error">An error occurred. The request could not be made at this time.</Alert>}
          <Button type="submit" isDisabled={help.loading || !viewer || !question.trim()}>
            Send Help Request
          </Button>
        </form>
      )}
    </section>
  );
}
