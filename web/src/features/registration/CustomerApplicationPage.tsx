import { useMutation, useQuery } from '@apollo/client/react';
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
import { email as emailRule, validate } from '../../lib/validation';
import { usePageTitle } from '../../lib/usePageTitle';
import type { CustomerApplicationType } from '../../generated/graphql';
import { CustomerApplicationOptionsDocument, SubmitCustomerApplicationDocument } from './CustomerApplication.generated';
import { REGISTER_MESSAGES } from './registrationMessages';
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

const required = (label: string) => `${label} is required.`;
const tooLong = (label: string, max: number) => `${label} may be at most ${max} characters.`;
const text = (value: string, label: string, max: number) =>
  !value.trim() ? required(label) : value.trim().length > max ? tooLong(label, max) : null;

export function applicationErrors(
  form: typeof EMPTY,
  type: CustomerApplicationType | null,
): Partial<Record<Field | 'customerType', string>> {
  const errors: Partial<Record<Field | 'customerType', string>> = {};
  const put = (field: Field | 'customerType', error: string | null) => {
    if (error) errors[field] = error;
  };
  put('customerType', type ? null : required('Customer type'));
  put(
    'email',
    !form.email.trim() || form.email.trim().length > 50 || validate(form.email, [emailRule])
      ? REGISTER_MESSAGES.email
      : null,
  );
  put('name', !form.name.trim() || form.name.trim().length > 50 ? REGISTER_MESSAGES.name : null);
  put('companyName', text(form.companyName, 'Company legal name', 50));
  put('companyDba', text(form.companyDba, 'DBA', 50));
  put('city', text(form.city, 'City', 255));
  put('state', form.state ? null : required('State'));
  put('companyPhone', text(form.companyPhone, 'Company phone', 25));
  put(
    'salesAssociate',
    form.salesAssociate.length > 255
      ? tooLong('Sales associate', 255)
      : type === 'EXISTING' && !form.salesAssociate.trim()
        ? required('Sales associate')
        : null,
  );
  put('duns', form.duns.trim() && !/^\d{9}$/.test(form.duns.trim()) ? 'The DUNS number must be nine digits.' : null);
  put('businessNature', form.businessNature.length > 50 ? tooLong('Nature of business', 50) : null);
  return errors;
}

/** The new-customer application (credit-application style); submission leads to Application Pending. */
export function CustomerApplicationPage() {
  usePageTitle('Request a Customer Number');
  const navigate = useNavigate();
  const options = useQuery(CustomerApplicationOptionsDocument);
  const [submitApplication, { loading }] = useMutation(SubmitCustomerApplicationDocument);
  const [type, setType] = useState<CustomerApplicationType | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [services, setServices] = useState<string[]>([]);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  if (options.loading) return <Spinner />;
  const lists = options.data?.customerApplicationOptions;
  if (!lists) return <Alert tone="error">{friendlyError(options.error, messages.unexpectedError)}</Alert>;

  const errors = applicationErrors(form, type);
  const invalid = Object.keys(errors).length > 0;
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
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
    if (invalid || loading || !type) return;
    setFailure(null);
    const opt = (v: string) => v.trim() || null;
    try {
      const { data } = await submitApplication({
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
      const payload = data?.submitCustomerApplication;
      if (payload?.applicationId) {
        await navigate('/customer-confirmation', { state: { message: payload.message } });
        return;
      }
      const fieldErrors: Record<string, string> = {};
      for (const e of payload?.userErrors ?? []) if (e.field) fieldErrors[e.field] = e.message;
      setServerErrors(fieldErrors);
      setFailure(payload?.userErrors[0]?.message ?? messages.unexpectedError);
    } catch (error) {
      setFailure(friendlyError(error instanceof Error ? error : undefined, messages.unexpectedError));
    }
  }

  return (
    <>
      <h1>Request a Customer Number</h1>
      <p>Tell us about your business. Customer service reviews every application and sends you your customer number.</p>
      <Form onSubmit={submit} validationBehavior="aria" className="grid grid-2">
        <Card title="Your company">
          {failure && <Alert tone="error">{failure}</Alert>}
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
          {field('companyName', 'Company legal name', { isRequired: true, maxLength: 50 })}
          {field('companyDba', 'DBA (doing business as)', { isRequired: true, maxLength: 50 })}
          {field('city', 'City', { isRequired: true, maxLength: 255 })}
          <NativeSelect
            label="State"
            value={form.state}
            onChange={set('state')}
            placeholder="Select…"
            isRequired
            options={US_STATES.map(([code, name]) => ({ value: code, label: name }))}
            error={serverErrors.state ?? null}
          />
          {field('companyPhone', 'Company phone', { type: 'tel', isRequired: true, maxLength: 25 })}
          {field(
            'salesAssociate',
            type === 'EXISTING' ? 'Sales associate (required for existing customers)' : 'Sales associate',
            { maxLength: 255, isRequired: type === 'EXISTING' },
          )}
          {field('duns', 'DUNS number', { inputMode: 'numeric', maxLength: 9, description: 'Optional, nine digits.' })}
        </Card>
        <Card title="About your business">
          {field('businessNature', 'Nature of business', { maxLength: 50 })}
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
          {field('name', 'Full Name', { autoComplete: 'name', isRequired: true, maxLength: 50 })}
          {field('email', 'E-mail', { type: 'email', autoComplete: 'email', isRequired: true, maxLength: 50 })}
          <div className="form-actions">
            <Button type="submit" isDisabled={invalid || loading}>
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
      <Alert tone="success">Your request has been successfully submitted.</Alert>
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
