import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/Link';
import { ComboBox } from '../../ui/ComboBox';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { TextArea } from '../../ui/TextArea';
import { friendlyError } from '../../lib/apolloErrors';
import { CheckoutStep, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import { HeaderProperties, headerErrors } from './HeaderProperties';
import { EMPTY_SHIP_TO, NewShipToFields, type NewShipTo } from './NewShipToFields';
import { Checkbox } from '../../ui/Checkbox';
import { checkShippingAddress } from '@mro/rules/address';
import { checkOrderDetails, ORDER_DETAILS_LIMITS } from '@mro/rules/checkout';
import {
  CheckoutDetailsDocument,
  UpdateCheckoutDetailsDocument,
  type CheckoutDetailsQuery,
} from './OrderDetails.generated';

/** Above this many ship-tos the choice is a typeahead (the spec's maxShipTo; its value is not given). */
export const SHIP_TO_TYPEAHEAD_THRESHOLD = 20;
const HEADER_PREFIX = 'headerProperties.';

type Values = {
  shipToId: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  purchaseOrderNumber: string;
  department: string;
  shippingInstructions: string;
  comments: string;
};

/** The order-details rules the gateway applies again, by field. */
export const checkoutErrors = (
  values: Values,
  purchaseOrderRequired: boolean,
  departmentRequired = false,
): Partial<Record<keyof Values, string>> =>
  Object.fromEntries(
    checkOrderDetails(values, { purchaseOrderRequired, departmentRequired }).map((e) => [e.field, e.message]),
  );

/**
 * What the buyer gave last (kept on the cart) comes first; a first checkout starts from the
 * profile's contact and the user's default ship-to (or the only one).
 */
export function initialValues(data: CheckoutDetailsQuery): Values {
  const shipping = data.cart?.shipping;
  const viewer = data.viewer;
  const listed = (id: string | null | undefined) => (id && data.shipTos.some((s) => s.id === id) ? id : null);
  return {
    shipToId:
      listed(shipping?.shipToId) ??
      listed(viewer?.defaultShipToId) ??
      (data.shipTos.length === 1 ? (data.shipTos[0]?.id ?? '') : ''),
    contactName: shipping?.contactName || viewer?.name || '',
    contactEmail: shipping?.contactEmail || viewer?.username || '',
    contactPhone: shipping?.contactPhone || viewer?.phone || '',
    purchaseOrderNumber: data.cart?.purchaseOrderNumber ?? '',
    department: data.cart?.department ?? '',
    shippingInstructions: data.cart?.shippingInstructions ?? '',
    comments: data.cart?.comments ?? '',
  };
}

function DetailsForm({ data }: { data: CheckoutDetailsQuery }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => initialValues(data));
  const [submitted, setSubmitted] = useState(false);
  const [header, setHeader] = useState<Record<string, string>>(() =>
    Object.fromEntries((data.cart?.headerProperties ?? []).map((p) => [p.name, p.value])),
  );
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState<NewShipTo>(EMPTY_SHIP_TO);
  const typedErrors = typing ? Object.fromEntries(checkShippingAddress(typed).map((e) => [e.field, e.message])) : {};
  // The ERP's word on a header property goes beside it; the rest is the alert.
  const save = useMutationWithErrors(UpdateCheckoutDetailsDocument, (result) => result.updateCheckoutDetails, {
    failed: messages.checkoutFailure,
    succeeded: (payload) => Boolean(payload.cart),
    fieldOf: (name) => (name.startsWith(HEADER_PREFIX) ? name.slice(HEADER_PREFIX.length) : null),
    alert: 'rest',
  });
  const headerProblems = { ...headerErrors(data.userDefinedFields, header), ...save.fieldErrors };
  const shipTo = data.shipTos.find((s) => s.id === values.shipToId);
  const poRequired = shipTo?.purchaseOrderRequired ?? false;
  const departments = data.checkoutDepartments;
  const errors = checkoutErrors(values, poRequired, departments.required);
  const field = (key: keyof Values) => ({
    value: values[key],
    onChange: (v: string) => setValues((old) => ({ ...old, [key]: v })),
    error: errors[key] ?? null,
    showError: submitted,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (
      Object.keys(errors).length > 0 ||
      Object.keys(typedErrors).length > 0 ||
      Object.keys(headerErrors(data.userDefinedFields, header)).length > 0 ||
      save.loading
    )
      return;
    const outcome = await save.run({
      variables: {
        input: {
          shipToId: values.shipToId,
          contactName: values.contactName.trim(),
          contactEmail: values.contactEmail.trim(),
          contactPhone: values.contactPhone.trim() || null,
          purchaseOrderNumber: values.purchaseOrderNumber.trim() || null,
          shippingInstructions: values.shippingInstructions.trim() || null,
          comments: values.comments.trim() || null,
          headerProperties: Object.entries(header).map(([name, value]) => ({ name, value })),
          department: values.department || null,
          newShipTo: typing
            ? {
                companyName: typed.companyName.trim() || null,
                line1: typed.line1,
                line2: typed.line2.trim() || null,
                city: typed.city,
                state: typed.state,
                zip: typed.zip,
                save: typed.save,
              }
            : null,
        },
      },
    });
    if (!outcome.ok) return;
    // Quote and non-stock carts skip payment (§4).
    const quote = data.cart?.kind === 'QUOTE' || data.cart?.kind === 'NON_STOCK';
    setProgress(quote ? CheckoutStep.review : CheckoutStep.payment);
    await navigate(quote ? '/cart/review' : '/cart/payment');
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      {save.failure && <Alert tone="error">{save.failure}</Alert>}
      {data.shipTos.length > SHIP_TO_TYPEAHEAD_THRESHOLD ? (
        <ComboBox
          label="Ship-to address"
          placeholder="Type to search ship-to addresses"
          isRequired
          value={values.shipToId}
          options={data.shipTos.map((s) => ({ value: s.id, label: s.label }))}
          onChange={(v) => setValues((old) => ({ ...old, shipToId: v }))}
          error={submitted ? (errors.shipToId ?? null) : null}
        />
      ) : (
        <NativeSelect
          label="Ship-to address"
          placeholder="Select a ship-to address"
          isRequired
          value={values.shipToId}
          options={data.shipTos.map((s) => ({ value: s.id, label: s.label }))}
          onChange={(v) => setValues((old) => ({ ...old, shipToId: v }))}
          error={submitted ? (errors.shipToId ?? null) : null}
        />
      )}
      <TextField
        label="Contact name"
        isRequired
        maxLength={ORDER_DETAILS_LIMITS.contactName}
        autoComplete="name"
        {...field('contactName')}
      />
      <TextField label="E-mail" type="email" isRequired autoComplete="email" {...field('contactEmail')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field('contactPhone')} />
      <TextField
        label="PO number"
        isRequired={poRequired}
        maxLength={ORDER_DETAILS_LIMITS.purchaseOrder}
        description={poRequired ? 'Required for this ship-to address.' : undefined}
        {...field('purchaseOrderNumber')}
      />
      {data.viewer?.canEditShipTo && (
        <Checkbox label="Ship to a different address" isSelected={typing} onChange={setTyping} />
      )}
      {typing && <NewShipToFields value={typed} errors={typedErrors} showErrors={submitted} onChange={setTyped} />}
      {departments.departments.length > 0 && (
        <NativeSelect
          label="Department"
          placeholder={departments.required ? 'Select a department' : 'No department'}
          isRequired={departments.required}
          value={values.department}
          options={departments.departments.map((d) => ({ value: d.key, label: d.name }))}
          onChange={(v) => setValues((old) => ({ ...old, department: v }))}
          error={submitted ? (errors.department ?? null) : null}
        />
      )}
      <TextArea
        label="Shipping instructions"
        rows={3}
        maxLength={ORDER_DETAILS_LIMITS.shippingInstructions}
        {...field('shippingInstructions')}
      />
      <TextArea label="Comments" rows={3} maxLength={ORDER_DETAILS_LIMITS.comments} {...field('comments')} />
      <HeaderProperties
        fields={data.userDefinedFields}
        values={header}
        errors={headerProblems}
        showErrors={submitted}
        onChange={(name, value) => {
          setHeader((old) => ({ ...old, [name]: value }));
          save.clearFieldError(name);
        }}
      />
      <div className="form-actions">
        <Button type="submit" isDisabled={save.loading}>
          {data.cart?.kind === 'ORDER' ? 'Continue to Payment' : 'Continue to Review'}
        </Button>
        <ButtonLink to="/cart" variant="secondary">
          Back to Cart
        </ButtonLink>
      </div>
    </Form>
  );
}

export function OrderDetailsPage() {
  usePageTitle('Order Details');
  const { data, loading, error } = useQuery(CheckoutDetailsDocument, { fetchPolicy: 'network-only' });
  return (
    <>
      <h1>Order Details</h1>
      {loading && !data ? (
        <Spinner />
      ) : error || !data ? (
        <Alert tone="error">{friendlyError(error, messages.checkoutFailure)}</Alert>
      ) : (
        <DetailsForm data={data} />
      )}
    </>
  );
}
