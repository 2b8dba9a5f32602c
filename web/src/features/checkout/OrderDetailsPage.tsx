import { useNavigate } from 'react-router';
import { ORDER_DETAILS_LIMITS } from '@mro/rules/checkout';
import { ButtonLink } from '../../ui/Link';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormCheckbox, FormComboBox, FormSelect, FormTextArea, FormTextField } from '../../lib/forms/fields';
import { showFieldErrors, useRulesForm } from '../../lib/forms/useRulesForm';
import { CheckoutStep, setProgress } from '../../lib/checkoutProgress';
import { messages } from '../../lib/messages';
import { ORDER_NOTE_FIELDS } from '../../lib/orderNotes';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { CartStepPage } from './CartStepPage';
import { HeaderProperties } from './HeaderProperties';
import { NewShipToFields } from './NewShipToFields';
import {
  detailsInput,
  headerFieldOf,
  initialValues,
  orderDetailsValidator,
  type OrderDetailsFormValues,
} from './orderDetailsForm';
import {
  CheckoutDetailsDocument,
  UpdateCheckoutDetailsDocument,
  type CheckoutDetailsQuery,
} from './OrderDetails.generated';

/** Above this many ship-tos the choice is a typeahead (the spec's maxShipTo; its value is not given). */
export const SHIP_TO_TYPEAHEAD_THRESHOLD = 20;

function DetailsForm({ data }: { data: CheckoutDetailsQuery }) {
  const navigate = useNavigate();
  const form = useRulesForm<OrderDetailsFormValues>({
    defaultValues: initialValues(data),
    validate: orderDetailsValidator(data),
  });
  const { control } = form;
  const fieldOf = (field: string) => headerFieldOf(form.getValues())(field);
  const save = useMutationWithErrors(UpdateCheckoutDetailsDocument, (result) => result.updateCheckoutDetails, {
    failed: messages.checkoutFailure,
    succeeded: (payload) => Boolean(payload.cart),
    fieldOf,
    alert: 'rest',
  });
  const shipTo = data.shipTos.find((s) => s.id === form.watch('shipToId'));
  const poRequired = shipTo?.purchaseOrderRequired ?? false;
  const typing = form.watch('typing');
  const departments = data.checkoutDepartments;

  async function submit(values: OrderDetailsFormValues) {
    const outcome = await save.run({ variables: { input: detailsInput(values) } });
    if (!outcome.ok) {
      showFieldErrors(form, outcome, fieldOf);
      return;
    }
    // Quote and non-stock carts skip payment (§4).
    const quote = data.cart?.kind === 'QUOTE' || data.cart?.kind === 'NON_STOCK';
    setProgress(quote ? CheckoutStep.review : CheckoutStep.payment);
    await navigate(quote ? '/cart/review' : '/cart/payment');
  }

  const shipToChoice = {
    control,
    name: 'shipToId' as const,
    label: 'Ship-to address',
    isRequired: true,
    options: data.shipTos.map((s) => ({ value: s.id, label: s.label })),
  };
  return (
    <RulesForm form={form} onSubmit={submit}>
      <FormAlert failures={save.failure ? [save.failure] : []} />
      {data.shipTos.length > SHIP_TO_TYPEAHEAD_THRESHOLD ? (
        <FormComboBox {...shipToChoice} placeholder="Type to search ship-to addresses" />
      ) : (
        <FormSelect {...shipToChoice} placeholder="Select a ship-to address" />
      )}
      <FormTextField
        control={control}
        name="contactName"
        label="Contact name"
        isRequired
        maxLength={ORDER_DETAILS_LIMITS.contactName}
        autoComplete="name"
      />
      <FormTextField
        control={control}
        name="contactEmail"
        label="E-mail"
        type="email"
        isRequired
        autoComplete="email"
      />
      <FormTextField control={control} name="contactPhone" label="Phone" type="tel" autoComplete="tel" />
      <FormTextField
        control={control}
        name="purchaseOrderNumber"
        label="PO number"
        isRequired={poRequired}
        maxLength={ORDER_DETAILS_LIMITS.purchaseOrder}
        description={poRequired ? 'Required for this ship-to address.' : undefined}
      />
      {data.viewer?.canEditShipTo && (
        <FormCheckbox control={control} name="typing" label="Ship to a different address" />
      )}
      {typing && <NewShipToFields control={control} />}
      {departments.departments.length > 0 && (
        <FormSelect
          control={control}
          name="department"
          label="Department"
          placeholder={departments.required ? 'Select a department' : 'No department'}
          isRequired={departments.required}
          options={departments.departments.map((d) => ({ value: d.key, label: d.name }))}
        />
      )}
      {ORDER_NOTE_FIELDS.map((note) => (
        <FormTextArea key={note.name} control={control} rows={3} {...note} />
      ))}
      <HeaderProperties fields={data.userDefinedFields} rows={form.getValues('header')} control={control} />
      <div className="form-actions">
        <SubmitButton form={form} isDisabled={save.loading}>
          {data.cart?.kind === 'ORDER' ? 'Continue to Payment' : 'Continue to Review'}
        </SubmitButton>
        <ButtonLink to="/cart" variant="secondary">
          Back to Cart
        </ButtonLink>
      </div>
    </RulesForm>
  );
}

export function OrderDetailsPage() {
  return (
    <CartStepPage
      title="Order Details"
      query={CheckoutDetailsDocument}
      failure={messages.checkoutFailure}
      Form={DetailsForm}
    />
  );
}
