import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Link';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormCheckbox, FormRadioGroup } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { friendlyError } from '../../lib/apolloErrors';
import { CheckoutStep, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { CartStepPage } from './CartStepPage';
import { BillingAddressFields } from './BillingAddressFields';
import { NewCardFields } from './NewCardFields';
import {
  EMPTY_CARD,
  ON_ACCOUNT,
  billingLocked,
  initialPayment,
  paymentInput,
  paymentValidator,
  toBilling,
  type PaymentFormValues,
} from './paymentForm';
import { CheckoutPaymentDocument, SelectPaymentDocument, type CheckoutPaymentQuery } from './Payment.generated';

function PaymentForm({ data }: { data: CheckoutPaymentQuery }) {
  const navigate = useNavigate();
  const options = data.paymentOptions;
  const shipping = data.cart?.shipping?.address ?? null;
  const form = useRulesForm<PaymentFormValues>({
    defaultValues: initialPayment(data),
    validate: paymentValidator(data),
  });
  const { control } = form;
  const save = useMutationWithErrors(SelectPaymentDocument, (result) => result.selectPayment, {
    failed: messages.billingNotSaved,
    thrown: (error) => friendlyError(error, messages.paymentFormError),
    succeeded: (payload) => Boolean(payload.cart),
    alert: 'rest',
  });
  const newCard = form.watch('choice') === options.newCardToken;
  const sameAsShipping = form.watch('sameAsShipping');
  const typed = form.watch('billingAddress');
  const shown =
    sameAsShipping && shipping ? toBilling(shipping) : options.billingEditable ? typed : toBilling(options.billTo);
  const locked = billingLocked(data, sameAsShipping) ? shown : null;

  const methods = [
    ...(options.cardsDisabled ? [] : options.savedCards.map((c) => ({ value: c.token, label: c.title }))),
    ...(options.cardsDisabled || !options.newCardAvailable ? [] : [{ value: options.newCardToken, label: 'New card' }]),
    ...(options.cardRequired ? [] : [{ value: ON_ACCOUNT, label: 'Bill my account (terms net 30)' }]),
  ];

  async function submit(values: PaymentFormValues) {
    const outcome = await save.run({ variables: { input: paymentInput(data, values) } });
    if (!outcome.ok) return;
    // The card's number does not outlive the step.
    form.setValue('newCard', EMPTY_CARD);
    setProgress(CheckoutStep.review);
    await navigate('/cart/review');
  }

  return (
    <RulesForm form={form} onSubmit={submit}>
      <FormAlert failures={save.failure ? [save.failure] : []} />
      {options.newCardMessage && <Alert tone="error">{options.newCardMessage}</Alert>}
      {options.cardRequired && <p className="muted">Your account requires payment by credit card.</p>}
      {methods.length === 0 ? (
        <Alert tone="error">No payment method is available for your account. Please contact support.</Alert>
      ) : (
        <FormRadioGroup control={control} name="choice" label="Payment method" isRequired options={methods} />
      )}
      {newCard && <NewCardFields control={control} years={options.expirationYears} />}
      <fieldset>
        <legend>Billing address</legend>
        {shipping && <FormCheckbox control={control} name="sameAsShipping" label="Same as shipping address" />}
        {!options.billingEditable && !sameAsShipping && (
          <p className="muted">Your account's billing address cannot be changed here.</p>
        )}
        <BillingAddressFields control={control} locked={locked} />
      </fieldset>
      <div className="form-actions">
        <SubmitButton form={form} isDisabled={save.loading || methods.length === 0}>
          Continue to Review
        </SubmitButton>
        <ButtonLink to="/cart/order" variant="secondary">
          Back to Order Details
        </ButtonLink>
      </div>
    </RulesForm>
  );
}

/** Step 4 (/cart/payment): a saved card, a new card (000NEW) or the account, and the billing address. */
export function PaymentPage() {
  return (
    <CartStepPage
      title="Payment"
      query={CheckoutPaymentDocument}
      failure={messages.paymentFormUnavailable}
      Form={PaymentForm}
    />
  );
}
