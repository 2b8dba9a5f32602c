import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { RadioGroup } from '../../ui/ChoiceGroups';
import { ButtonLink } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { CheckoutStep, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { ADDRESS_LIMITS, BILLING_ZIP_MAX, checkBillingAddress } from '@mro/rules/address';
import type { RuleError } from '@mro/rules/common';
import { checkNewCard } from '@mro/rules/payment';
import type { AddressFieldsFragment } from '../../lib/Address.generated';
import { EMPTY_CARD, NewCardFields, type NewCard } from './NewCardFields';
import { CheckoutPaymentDocument, SelectPaymentDocument, type CheckoutPaymentQuery } from './Payment.generated';

const ON_ACCOUNT = 'account';
type Billing = { name: string; line1: string; line2: string; city: string; state: string; zip: string };
const toBilling = (a: AddressFieldsFragment): Billing => ({
  name: a.name ?? '',
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  state: a.state,
  zip: a.zip,
});
const byField = (errors: RuleError[]) => Object.fromEntries(errors.map((e) => [e.field, e.message]));

function initialChoice(data: CheckoutPaymentQuery): string {
  const options = data.paymentOptions;
  const billing = data.cart?.billing;
  if (billing?.byCard && billing.token && options.savedCards.some((c) => c.token === billing.token))
    return billing.token;
  if (billing && !billing.byCard && !options.cardRequired) return ON_ACCOUNT;
  if (options.cardsDisabled) return ON_ACCOUNT;
  return (
    options.savedCards.find((c) => c.isDefault)?.token ?? (options.newCardAvailable ? options.newCardToken : ON_ACCOUNT)
  );
}

function PaymentForm({ data }: { data: CheckoutPaymentQuery }) {
  const navigate = useNavigate();
  const options = data.paymentOptions;
  const shipping = data.cart?.shipping?.address ?? null;
  const [choice, setChoice] = useState(() => initialChoice(data));
  const [card, setCard] = useState<NewCard>(EMPTY_CARD);
  const [sameAsShipping, setSameAsShipping] = useState(data.cart?.billing?.sameAsShipping ?? shipping !== null);
  const [typed, setTyped] = useState<Billing>(() => toBilling(data.cart?.billing?.address ?? options.billTo));
  const [submitted, setSubmitted] = useState(false);
  const save = useMutationWithErrors(SelectPaymentDocument, (result) => result.selectPayment, {
    failed: messages.billingNotSaved,
    thrown: (error) => friendlyError(error, messages.paymentFormError),
    succeeded: (payload) => Boolean(payload.cart),
    alert: 'rest',
  });

  const newCard = choice === options.newCardToken;
  // Locked: the shipping address when same-as-shipping, the customer's bill-to when billing edits are not allowed.
  const locked = sameAsShipping || !options.billingEditable;
  const shown =
    sameAsShipping && shipping ? toBilling(shipping) : options.billingEditable ? typed : toBilling(options.billTo);
  const cardInput = {
    nameOnCard: card.nameOnCard,
    number: card.number,
    expirationMonth: Number(card.expirationMonth),
    expirationYear: Number(card.expirationYear),
    securityCode: card.securityCode,
  };
  const errors = byField([...(newCard ? checkNewCard(cardInput) : []), ...(locked ? [] : checkBillingAddress(typed))]);

  const methods = [
    ...(options.cardsDisabled ? [] : options.savedCards.map((c) => ({ value: c.token, label: c.title }))),
    ...(options.cardsDisabled || !options.newCardAvailable ? [] : [{ value: options.newCardToken, label: 'New card' }]),
    ...(options.cardRequired ? [] : [{ value: ON_ACCOUNT, label: 'Bill my account (terms net 30)' }]),
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || save.loading) return;
    const outcome = await save.run({
      variables: {
        input: {
          token: choice === ON_ACCOUNT ? null : choice,
          newCard: newCard ? { ...cardInput, saveForLater: card.saveForLater } : null,
          sameAsShipping,
          billingAddress: locked
            ? null
            : {
                name: typed.name.trim() || null,
                line1: typed.line1,
                line2: typed.line2.trim() || null,
                city: typed.city,
                state: typed.state,
                zip: typed.zip,
              },
        },
      },
    });
    if (!outcome.ok) return;
    setCard(EMPTY_CARD);
    setProgress(CheckoutStep.review);
    await navigate('/cart/review');
  }

  const billingField = (
    key: keyof Billing,
    label: string,
    extra: { isRequired?: boolean; maxLength?: number; autoComplete?: string } = {},
  ) => (
    <TextField
      label={label}
      {...extra}
      isReadOnly={locked}
      value={shown[key]}
      onChange={(value) => setTyped((old) => ({ ...old, [key]: value }))}
      error={errors[`billingAddress.${key}`]}
      showError={submitted}
    />
  );

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      {save.failure && <Alert tone="error">{save.failure}</Alert>}
      {options.newCardMessage && <Alert tone="error">{options.newCardMessage}</Alert>}
      {options.cardRequired && <p className="muted">Your account requires payment by credit card.</p>}
      {methods.length === 0 ? (
        <Alert tone="error">No payment method is available for your account. Please contact support.</Alert>
      ) : (
        <RadioGroup label="Payment method" isRequired value={choice} options={methods} onChange={setChoice} />
      )}
      {newCard && (
        <NewCardFields
          card={card}
          years={options.expirationYears}
          errors={errors}
          showErrors={submitted}
          onChange={setCard}
        />
      )}
      <fieldset>
        <legend>Billing address</legend>
        {shipping && (
          <Checkbox label="Same as shipping address" isSelected={sameAsShipping} onChange={setSameAsShipping} />
        )}
        {!options.billingEditable && !sameAsShipping && (
          <p className="muted">Your account's billing address cannot be changed here.</p>
        )}
        {billingField('name', 'Name', { autoComplete: 'billing name' })}
        {billingField('line1', 'Address 1', { isRequired: true, autoComplete: 'billing address-line1' })}
        {billingField('line2', 'Address 2', { maxLength: ADDRESS_LIMITS.line2, autoComplete: 'billing address-line2' })}
        {billingField('city', 'City', {
          isRequired: true,
          maxLength: ADDRESS_LIMITS.city,
          autoComplete: 'billing address-level2',
        })}
        {billingField('state', 'State', { isRequired: true, autoComplete: 'billing address-level1' })}
        {billingField('zip', 'ZIP code', {
          isRequired: true,
          maxLength: BILLING_ZIP_MAX,
          autoComplete: 'billing postal-code',
        })}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" isDisabled={save.loading || methods.length === 0}>
          Continue to Review
        </Button>
        <ButtonLink to="/cart/order" variant="secondary">
          Back to Order Details
        </ButtonLink>
      </div>
    </Form>
  );
}

/** Step 4 (/cart/payment): a saved card, a new card (000NEW) or the account, and the billing address. */
export function PaymentPage() {
  usePageTitle('Payment');
  const { data, loading, error } = useQuery(CheckoutPaymentDocument, { fetchPolicy: 'network-only' });
  return (
    <>
      <h1>Payment</h1>
      {loading && !data ? (
        <Spinner />
      ) : error || !data ? (
        <Alert tone="error">{friendlyError(error, messages.paymentFormUnavailable)}</Alert>
      ) : (
        <PaymentForm data={data} />
      )}
    </>
  );
}
