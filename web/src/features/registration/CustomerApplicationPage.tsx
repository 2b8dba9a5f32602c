import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CheckboxGroup, RadioGroup } from '../../ui/ChoiceGroups';
import { Link } from '../../ui/Link';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import type { CustomerApplicationType } from '../../generated/graphql';
import { CustomerApplicationOptionsDocument, SubmitCustomerApplicationDocument } from './CustomerApplication.generated';
import {
  APPLICATION_MESSAGES,
  checkCustomerApplication,
  CUSTOMER_APPLICATION_LABELS as LABELS,
  CUSTOMER_APPLICATION_LIMITS as LIMITS,
  REGISTRATION_LIMITS,
} from '@mro/rules/registration';
import { US_STATES } from '../../lib/usStates';

const EMPTY = {
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
type Field = keyof typeof EMPTY;

/** The application's rules (the gateway applies them again), by field. */
const applicationErrors = (
  form: typeof EMPTY,
  customerType: CustomerApplicationType | null,
  services: string[],
): Partial<Record<string, string>> =>
  Object.fromEntries(checkCustomerApplication({ ...form, customerType, services }).map((e) => [e.field, e.message]));

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
  const serverErrors = submission.fieldErrors;
  const [type, setType] = useState<CustomerApplicationType | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [services, setServices] = useState<string[]>([]);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});

  if (options.loading) return <Spinner />;
  const lists = options.data?.customerApplicationOptions;
  if (!lists) return <Alert tone="error">{friendlyError(options.error, messages.unexpectedError)}</Alert>;

  const errors = applicationErrors(form, type, services);
  const invalid = Object.keys(errors).length > 0;
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    submission.clearFieldError(field);
  };
  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={form[name]}
      onChange={set(name)}
      onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      error={serverErrors[name] ?? errors[name] ?? null}
      showError={Boolean(touched[name]) || Boolean(serverErrors[name])}
      {...extra}
    />
  );
  const select = (name: Field, label: string, values: readonly string[]) => (
    <NativeSelect
      label={label}
      value={form[name]}
      onChange={set(name)}
      placeholder="Select…"
      options={values.map((v) => ({ value: v, label: v }))}
      error={serverErrors[name] ?? null}
    />
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalid || submission.loading || !type) return;
    const opt = (v: string) => v.trim() || null;
    const outcome = await submission.run({
      variables: {
        input: {
          customerType: type,
          email: form.email.trim(),
          name: form.name.trim(),
          companyName: form.companyName.trim(),
          companyDba: form.companyDba.trim(),
          city: form.city.trim(),
          state: form.state,
          companyPhone: form.companyPhone.trim(),
          salesAssociate: opt(form.salesAssociate),
          duns: opt(form.duns),
          businessNature: opt(form.businessNature),
          businessType: opt(form.businessType),
          vertical: opt(form.vertical),
          mroSpend: opt(form.mroSpend),
          employees: opt(form.employees),
          services,
        },
      },
    });
    if (outcome.ok) await navigate('/customer-confirmation', { state: { message: outcome.payload.message } });
  }

  return (
    <>
      <h1>Request a Customer Number</h1>
      <p>Tell us about your business. Customer service reviews every application and sends you your customer number.</p>
      <Form onSubmit={submit} validationBehavior="aria" className="grid grid-2">
        <Card title="Your company">
          {submission.failure && <Alert tone="error">{submission.failure}</Alert>}
          <RadioGroup
            label="Customer type"
            value={type}
            onChange={(v) => setType(v as CustomerApplicationType)}
            isRequired
            options={[
              { value: 'NEW', label: 'New customer' },
              { value: 'EXISTING', label: 'Existing customer' },
            ]}
          />
          {field('companyName', LABELS.companyName, { isRequired: true, maxLength: LIMITS.companyName })}
          {field('companyDba', 'DBA (doing business as)', { isRequired: true, maxLength: LIMITS.companyDba })}
          {field('city', LABELS.city, { isRequired: true, maxLength: LIMITS.city })}
          <NativeSelect
            label="State"
            value={form.state}
            onChange={set('state')}
            placeholder="Select…"
            isRequired
            options={US_STATES.map(([code, name]) => ({ value: code, label: name }))}
            error={serverErrors.state ?? null}
          />
          {field('companyPhone', LABELS.companyPhone, {
            type: 'tel',
            isRequired: true,
            maxLength: LIMITS.companyPhone,
          })}
          {field(
            'salesAssociate',
            type === 'EXISTING' ? `${LABELS.salesAssociate} (required for existing customers)` : LABELS.salesAssociate,
            { maxLength: LIMITS.salesAssociate, isRequired: type === 'EXISTING' },
          )}
          {field('duns', 'DUNS number', { inputMode: 'numeric', maxLength: 9, description: 'Optional, nine digits.' })}
        </Card>
        <Card title="About your business">
          {field('businessNature', LABELS.businessNature, { maxLength: LIMITS.businessNature })}
          {select('businessType', 'Business type', lists.businessTypes)}
          {select('vertical', 'Industry', lists.verticals)}
          {select('employees', 'Number of employees', lists.employeeRanges)}
          {select('mroSpend', 'Yearly MRO spend', lists.mroSpendRanges)}
          <CheckboxGroup
            label="Services you are interested in"
            value={services}
            onChange={setServices}
            options={lists.services.map((s) => ({ value: s, label: s }))}
          />
        </Card>
        <Card title="Your contact details">
          {field('name', 'Full Name', { autoComplete: 'name', isRequired: true, maxLength: REGISTRATION_LIMITS.name })}
          {field('email', 'E-mail', {
            type: 'email',
            autoComplete: 'email',
            isRequired: true,
            maxLength: REGISTRATION_LIMITS.email,
          })}
          <div className="form-actions">
            <Button type="submit" isDisabled={invalid || submission.loading}>
              Submit Application
            </Button>
          </div>
          <p>
            Already have a customer number? <Link to="/create-account">Register Now</Link>
          </p>
        </Card>
      </Form>
    </>
  );
}

export function ApplicationPendingPage() {
  usePageTitle('Application Pending');
  return (
    <section aria-labelledby="application-pending-title">
      <h1 id="application-pending-title">Application Pending</h1>
      <Alert tone="success">{APPLICATION_MESSAGES.submitted}</Alert>
      <p>
        Customer service reviews your application and will e-mail you your customer number. You can then register for
        online ordering.
      </p>
      <p>
        <Link to="/">Return to the home page</Link>
      </p>
    </section>
  );
}
