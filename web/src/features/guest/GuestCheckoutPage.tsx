import { useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { ButtonLink } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/fields';
import { fieldIn, showFieldErrors, useRulesForm } from '../../lib/forms/useRulesForm';
import { friendlyError } from '../../lib/apolloErrors';
import { completeCheckout, orderSessionKey } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { EMPTY_CART } from '@mro/rules/cart';
import { GUEST_ORDER_LIMITS, guestOrderFormErrors, type GuestOrderFields } from '@mro/rules/guest';
import { LinesTable } from '../../ui/LinesTable';
import { GUEST_LINE_COLUMNS } from './guestLines';
import {
  GuestCheckoutCartDocument,
  GuestOrderEstimateDocument,
  PlaceGuestOrderDocument,
} from './GuestCheckout.generated';
import { OrderEstimateSummary } from '../../lib/OrderEstimateSummary';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { GUEST_ESTIMATE_PENDING } from '@mro/rules/checkout';

type Values = Required<{ [K in keyof GuestOrderFields]: string }>;
const EMPTY: Values = {
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  companyName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
};

const fieldOf = fieldIn(Object.keys(EMPTY));
const ESTIMATE_DEBOUNCE_MS = 500;

/** Order details for a guest ('Proceed as Guest'): contact and shipping address typed in, then Place Order. */
export function GuestCheckoutPage() {
  usePageTitle('Guest Checkout');
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(GuestCheckoutCartDocument, { fetchPolicy: 'cache-and-network' });
  const form = useRulesForm<Values>({ defaultValues: EMPTY, validate: guestOrderFormErrors });
  const { control } = form;
  // The ERP's word on a field goes beside it; the rest is the alert.
  const place = useMutationWithErrors(PlaceGuestOrderDocument, (result) => result.placeGuestOrder, {
    failed: messages.orderFailure,
    succeeded: (payload) => Boolean(payload.order),
    fieldOf,
    alert: 'rest',
  });
  const client = useApolloClient();
  // A second press while the first is in flight must not send a second request.
  const inFlight = useRef(false);
  const watched = form.watch();
  const problems = guestOrderFormErrors(watched);
  // Freight and tax follow the address: asked again once the typing of city, state and zip settles.
  const typed = { city: watched.city.trim(), state: watched.state.trim().toUpperCase(), zip: watched.zip.trim() };
  const city = useDebouncedValue(typed.city, ESTIMATE_DEBOUNCE_MS);
  const state = useDebouncedValue(typed.state, ESTIMATE_DEBOUNCE_MS);
  const zip = useDebouncedValue(typed.zip, ESTIMATE_DEBOUNCE_MS);
  const settling = city !== typed.city || state !== typed.state || zip !== typed.zip;
  const addressReady = !problems.state && !problems.zip && !problems.city && !settling;
  const estimate = useQuery(GuestOrderEstimateDocument, {
    variables: { shipTo: { city, state, zip } },
    skip: !addressReady,
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <Spinner label="Loading your cart…" />;
  if (error && !data) return <Alert tone="error">{friendlyError(error, messages.cartLoadError)}</Alert>;
  const cart = data?.cart;
  if (!cart || cart.lineCount === 0) {
    return (
      <>
        <h1>Guest Checkout</h1>
        <Alert tone="info">{EMPTY_CART}</Alert>
        <ButtonLink to="/categories">Continue Shopping</ButtonLink>
      </>
    );
  }

  async function submit(values: Values) {
    // The total must be on the page before the order is placed and charged.
    if (inFlight.current || settling || estimate.loading) return;
    inFlight.current = true;
    const optional = (value: string) => value.trim() || null;
    const outcome = await place.run({
      variables: {
        input: {
          idempotencyKey: orderSessionKey(),
          contactName: values.contactName.trim(),
          contactEmail: values.contactEmail.trim(),
          contactPhone: optional(values.contactPhone),
          companyName: optional(values.companyName),
          address1: values.address1.trim(),
          address2: optional(values.address2),
          city: values.city.trim(),
          state: values.state.trim().toUpperCase(),
          zip: values.zip.trim(),
        },
      },
    });
    inFlight.current = false;
    showFieldErrors(form, outcome, fieldOf);
    const order = outcome.ok ? outcome.payload.order : null;
    if (!order) return;
    completeCheckout(JSON.stringify(order));
    // The ERP emptied the cart: every view of it (the header's count too) reads it again.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
    client.cache.gc();
    await navigate('/cart/confirm');
  }

  return (
    <>
      <h1>Guest Checkout</h1>
      <div className="grid grid-2">
        <RulesForm form={form} onSubmit={submit} aria-label="Contact and shipping address">
          <Card title="Contact">
            <FormTextField
              control={control}
              name="contactName"
              label="Name"
              isRequired
              maxLength={GUEST_ORDER_LIMITS.name}
            />
            <FormTextField control={control} name="contactEmail" label="E-mail" type="email" isRequired />
            <FormTextField control={control} name="contactPhone" label="Phone" type="tel" />
          </Card>
          <Card title="Ship To">
            <FormTextField control={control} name="companyName" label="Company name" />
            <FormTextField control={control} name="address1" label="Address 1" isRequired />
            <FormTextField control={control} name="address2" label="Address 2" />
            <FormTextField control={control} name="city" label="City" isRequired />
            <FormTextField
              control={control}
              name="state"
              label="State"
              description="Two-letter code, for example TX."
              isRequired
            />
            <FormTextField control={control} name="zip" label="Zip" isRequired />
          </Card>
          <FormAlert failures={place.failure ? [place.failure] : []} />
          <div className="form-actions">
            <ButtonLink to="/cart/log-in" variant="secondary">
              Back
            </ButtonLink>
            <SubmitButton form={form} isDisabled={place.loading || settling || estimate.loading}>
              {place.loading ? 'Placing Order…' : 'Place Order'}
            </SubmitButton>
          </div>
        </RulesForm>
        <Card title="Your Order">
          <p>
            {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'}. Our customer service contacts you about payment.
          </p>
          <OrderEstimateSummary
            result={addressReady ? estimate.data?.guestOrderEstimate : undefined}
            loading={addressReady && estimate.loading}
            pending={GUEST_ESTIMATE_PENDING}
          />
          <LinesTable
            caption="Lines in your cart"
            lines={cart.lines}
            lineKey={(line) => line.id}
            columns={GUEST_LINE_COLUMNS}
          />
        </Card>
      </div>
    </>
  );
}
