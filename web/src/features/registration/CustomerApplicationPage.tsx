import { useQuery } from '@apollo/client/react';
import { useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { FormAlert, RulesForm } from '../../lib/forms/RulesForm';
import { SubmitActions } from '../../lib/forms/FormActions';
import { FormCheckboxGroup, FormRadioGroup, FormSelect, FormTextField } from '../../lib/forms/fields';
import { showFieldErrors, useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import type { CustomerApplicationType } from '../../generated/graphql';
import { CustomerApplicationOptionsDocument, SubmitCustomerApplicationDocument } from './CustomerApplication.generated';
import {
  customerApplicationFormErrors,
  CUSTOMER_APPLICATION_LABELS as LABELS,
  CUSTOMER_APPLICATION_LIMITS as LIMITS,
} from '@mro/rules/registration';
import { US_STATES } from '../../lib/usStates';
import { EmailField, FullNameField } from './ContactFields';

const TEXTS = {
  email: '',
  name: '',
  companyName: '',
  companyDba: '',
  city: '',
  state: '',
  companyPhone: '',
  salesAssociate: '',
  duns: '',
  businessNature: '',
  businessType: '',
  vertical: '',
  mroSpend: '',
  employees: '',
};
type Values = typeof TEXTS & { customerType: CustomerApplicationType | ''; services: string[] };
const EMPTY: Values = { ...TEXTS, customerType: '', services: [] };

const validate = (values: Values) =>
  customerApplicationFormErrors({ ...values, customerType: values.customerType || null });
const TYPE_OPTIONS = [
  { value: 'NEW', label: 'New customer' },
  { value: 'EXISTING', label: 'Existing customer' },
];
const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));
const optionsOf = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The new-customer application (credit-application style); submission leads to Application Pending. */
export function CustomerApplicationPage() {
  usePageTitle('Request a Customer Number');
  const navigate = useNavigate();
  const options = useQuery(CustomerApplicationOptionsDocument);
  const submission = useMutationWithErrors(
    SubmitCustomerApplicationDocument,
    (data) => data.submitCustomerApplication,
    {
      failed: messages.unexpectedError,
      succeeded: (payload) => Boolean(payload.applicationId),
      fieldOf: (name) => name,
    },
  );
  // Submit stays disabled until the form is valid, so each field's errors show as it is left.
  const form = useRulesForm<Values>({ defaultValues: EMPTY, validate, showErrors: 'blur' });
  const valid = useRulesValid(form, validate);
  const { control } = form;

  if (options.loading) return <Spinner />;
  const lists = options.data?.customerApplicationOptions;
  if (!lists) return <Alert tone="error">{friendlyError(options.error, messages.unexpectedError)}</Alert>;

  async function submit({ customerType, services, ...values }: Values) {
    if (!customerType) return;
    const opt = (v: string) => v.trim() || null;
    const outcome = await submission.run({
      variables: {
        input: {
          customerType,
          email: values.email.trim(),
          name: values.name.trim(),
          companyName: values.companyName.trim(),
          companyDba: values.companyDba.trim(),
          city: values.city.trim(),
          state: values.state,
          companyPhone: values.companyPhone.trim(),
          salesAssociate: opt(values.salesAssociate),
          duns: opt(values.duns),
          businessNature: opt(values.businessNature),
          businessType: opt(values.businessType),
          vertical: opt(values.vertical),
          mroSpend: opt(values.mroSpend),
          employees: opt(values.employees),
          services,
        },
      },
    });
    if (outcome.ok) await navigate('/customer-confirmation', { state: { message: outcome.payload.message } });
    else showFieldErrors(form, outcome, (name) => (name in EMPTY ? name : null));
  }

  const select = (
    name: 'businessType' | 'vertical' | 'employees' | 'mroSpend',
    label: string,
    values: readonly string[],
  ) => <FormSelect control={control} name={name} label={label} placeholder="Select…" options={optionsOf(values)} />;

  return (
    <>
      <h1>Request a Customer Number</h1>
      <p>Tell us about your business. Customer service reviews every application and sends you your customer number.</p>
      <RulesForm form={form} onSubmit={submit} className="grid grid-2">
        <Card title="Your company">
          <FormAlert failures={submission.failures} />
          <FormRadioGroup
            control={control}
            name="customerType"
            label="Customer type"
            isRequired
            options={TYPE_OPTIONS}
          />
          <FormTextField
            control={control}
            name="companyName"
            label={LABELS.companyName}
            isRequired
            maxLength={LIMITS.companyName}
          />
          <FormTextField
            control={control}
            name="companyDba"
            label="DBA (doing business as)"
            isRequired
            maxLength={LIMITS.companyDba}
          />
          <FormTextField control={control} name="city" label={LABELS.city} isRequired maxLength={LIMITS.city} />
          <FormSelect
            control={control}
            name="state"
            label="State"
            placeholder="Select…"
            isRequired
            options={STATE_OPTIONS}
          />
          <FormTextField
            control={control}
            name="companyPhone"
            label={LABELS.companyPhone}
            type="tel"
            isRequired
            maxLength={LIMITS.companyPhone}
          />
          <SalesAssociateField control={control} />
          <FormTextField
            control={control}
            name="duns"
            label="DUNS number"
            inputMode="numeric"
            maxLength={9}
            description="Optional, nine digits."
          />
        </Card>
        <Card title="About your business">
          <FormTextField
            control={control}
            name="businessNature"
            label={LABELS.businessNature}
            maxLength={LIMITS.businessNature}
          />
          {select('businessType', 'Business type', lists.businessTypes)}
          {select('vertical', 'Industry', lists.verticals)}
          {select('employees', 'Number of employees', lists.employeeRanges)}
          {select('mroSpend', 'Yearly MRO spend', lists.mroSpendRanges)}
          <FormCheckboxGroup
            control={control}
            name="services"
            label="Services you are interested in"
            options={optionsOf(lists.services)}
          />
        </Card>
        <Card title="Your contact details">
          <FullNameField control={control} />
          <EmailField control={control} name="email" label="E-mail" />
          <SubmitActions form={form} isDisabled={!valid || submission.loading}>
            Submit Application
          </SubmitActions>
          <p>
            Already have a customer number? <Link to="/create-account">Register Now</Link>
          </p>
        </Card>
      </RulesForm>
    </>
  );
}

/** Required of an existing customer (§5), which its label says. */
function SalesAssociateField({ control }: { control: Control<Values> }) {
  const type = useWatch({ control, name: 'customerType' });
  return (
    <FormTextField
      control={control}
      name="salesAssociate"
      label={type === 'EXISTING' ? `${LABELS.salesAssociate} (required for existing customers)` : LABELS.salesAssociate}
      maxLength={LIMITS.salesAssociate}
      isRequired={type === 'EXISTING'}
    />
  );
}
