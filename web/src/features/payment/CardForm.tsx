import {
  BILLING_MESSAGES,
  CARD_ADDRESS_MAX,
  CARD_NAME_MAX,
  NICKNAME_MAX,
  cardFormErrors,
  type CardFormValues,
} from '@mro/rules/payment';
import { Alert } from '../../ui/Alert';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { CardFields } from '../../lib/forms/CardFields';
import { FormCheckbox, FormTextField } from '../../lib/forms/fields';
import { fieldIn, showFieldErrors, useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { AddSavedCardDocument, BillingInfoDocument } from './BillingInfo.generated';
import { FormActions } from '../../lib/forms/FormActions';

type Values = {
  nameOnCard: string;
  number: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  nickname: string;
  billingAddress: string;
  zip: string;
  makeDefault: boolean;
};
const EMPTY: Values = {
  nameOnCard: '',
  number: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
  nickname: '',
  billingAddress: '',
  zip: '',
  makeDefault: false,
};
const fieldOf = fieldIn(Object.keys(EMPTY));

/** The card as `addSavedCard` takes it, which the rules check on both sides. */
const cardOf = (values: Values): CardFormValues => ({
  nameOnCard: values.nameOnCard,
  number: values.number,
  expirationMonth: Number(values.expirationMonth),
  expirationYear: Number(values.expirationYear),
  securityCode: values.securityCode,
  nickname: values.nickname.trim() || null,
  billingAddress: values.billingAddress,
  zip: values.zip,
});
const validate = (values: Values) => cardFormErrors(cardOf(values));

/**
 * The card form (§5): name on card, billing address and zip (5 or 5+4) required, nickname optional,
 * Visa, MasterCard or American Express; Save Card stays disabled while anything is invalid, and each
 * field's error shows from its first change. The number lives only in this form until the ERP's vault answers a token.
 */
export function CardForm({
  years,
  canSaveAsDefault,
  onDone,
}: {
  years: readonly number[];
  canSaveAsDefault: boolean;
  onDone: () => void;
}) {
  const form = useRulesForm<Values>({ defaultValues: EMPTY, validate, showErrors: 'change' });
  const valid = useRulesValid(form, validate);
  const add = useMutationWithErrors(AddSavedCardDocument, (d) => d.addSavedCard, {
    failed: BILLING_MESSAGES.notSaved,
    notify: BILLING_MESSAGES.added,
    fieldOf,
    refetchQueries: [BillingInfoDocument],
    awaitRefetchQueries: true,
  });

  async function submit(values: Values) {
    const outcome = await add.run({ variables: { input: { ...cardOf(values), makeDefault: values.makeDefault } } });
    if (outcome.ok) onDone();
    else showFieldErrors(form, outcome, fieldOf);
  }

  const { control } = form;
  return (
    <RulesForm form={form} onSubmit={submit} aria-label="New card">
      <h2>Add a Card</h2>
      <p className="muted">We accept Visa, MasterCard and American Express.</p>
      {add.failure && (
        <Alert tone="error">
          {Object.keys(add.fieldErrors).length > 0 ? BILLING_MESSAGES.formFailed : add.failure}
        </Alert>
      )}
      <div className="form-grid-2">
        <CardFields control={control} years={years} nameMaxLength={CARD_NAME_MAX} />
        <FormTextField control={control} name="nickname" label="Nickname (optional)" maxLength={NICKNAME_MAX} />
        <FormTextField
          control={control}
          name="billingAddress"
          label="Billing address"
          isRequired
          autoComplete="billing street-address"
          maxLength={CARD_ADDRESS_MAX}
        />
        <FormTextField
          control={control}
          name="zip"
          label="Billing ZIP code"
          isRequired
          autoComplete="billing postal-code"
          maxLength={10}
        />
      </div>
      {canSaveAsDefault && <FormCheckbox control={control} name="makeDefault" label="Save as my default card" />}
      <FormActions onCancel={onDone} isCancelDisabled={add.loading}>
        <SubmitButton form={form} isDisabled={!valid || add.loading}>
          Save Card
        </SubmitButton>
      </FormActions>
    </RulesForm>
  );
}
