import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import type { RegistrationType } from '../../generated/graphql';
import { RegisterAccountDocument } from './Registration.generated';
import {
  checkRegistration,
  isCustomerNumber,
  MAIN_CUSTOMER_NUMBER,
  REGISTRATION_LIMITS,
  REGISTRATION_MESSAGES,
} from '@mro/rules/registration';
import { formatPhone } from '@mro/rules/common';
import { PasswordFields } from './PasswordFields';

const PHONE_HELP = 'Need help? Call 1-800-555-0150, Monday to Friday 8am to 7pm Eastern.';

const TITLES: Record<RegistrationType, string> = {
  NEW: 'Create Your Account',
  VALLEN: 'Associate Registration',
  SUPPLIER: 'Supplier Registration',
};

const typeOf = (regType: string | null): RegistrationType =>
  regType === 'vallen' ? 'VALLEN' : regType === 'supplier' ? 'SUPPLIER' : 'NEW';

type Props = {
  /** Fixed by the route for /vallen and /supplier; /register reads `regType`. */
  registrationType?: RegistrationType;
};

/** The register form; the app sends logged-in users to their profile before it renders. */
export function RegisterPage({ registrationType }: Props) {
  const [params] = useSearchParams();
  const type = registrationType ?? typeOf(params.get('regType'));
  usePageTitle(TITLES[type]);
  const navigate = useNavigate();
  const customerNumber = type === 'NEW' ? (params.get('customerNumber') ?? '').trim() : MAIN_CUSTOMER_NUMBER;
  const [form, setForm] = useState({
    username: '',
    name: '',
    phone: '',
    phoneExtension: '',
    password: '',
    confirmPassword: '',
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  // Existing-account, associate and customer messages are whole sentences: the first one leads.
  const registration = useMutationWithErrors(RegisterAccountDocument, (data) => data.registerAccount, {
    failed: messages.unexpectedError,
    succeeded: (payload) => payload.status === 'PENDING' || payload.status === 'ACTIVE',
    fieldOf: (name) => (name in form ? name : null),
  });
  const serverErrors = registration.fieldErrors;

  if (type === 'NEW' && !isCustomerNumber(customerNumber)) return <Navigate to="/create-account" replace />;

  const errors: Record<string, string | null> = Object.fromEntries(
    checkRegistration({ ...form, customerNumber }).map((e) => [e.field, e.message]),
  );
  const invalid = Object.values(errors).some(Boolean);
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    registration.clearFieldError(field);
  };
  const errorOf = (field: string) => serverErrors[field] || errors[field] || null;
  const show = (field: string) => attempted || Boolean(touched[field]) || Boolean(serverErrors[field]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (invalid || registration.loading) return;
    const outcome = await registration.run({
      variables: {
        input: {
          customerNumber,
          registrationType: type,
          username: form.username.trim().toLowerCase(),
          name: form.name.trim(),
          phone: formatPhone(form.phone) || null,
          phoneExtension: form.phoneExtension.trim() || null,
          password: form.password,
          confirmPassword: form.confirmPassword,
        },
      },
    });
    if (!outcome.ok) return;
    if (outcome.payload.status === 'PENDING') await navigate('/pending');
    else await navigate('/login', { state: { notice: outcome.payload.message } });
  }

  const field = (name: keyof typeof form, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      name={name}
      value={form[name]}
      onChange={set(name)}
      onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      error={errorOf(name)}
      showError={show(name)}
      {...extra}
    />
  );

  return (
    <>
      <h1>{TITLES[type]}</h1>
      <Card title={type === 'NEW' ? `Customer number ${customerNumber}` : 'Your details'}>
        <Form onSubmit={submit} validationBehavior="aria">
          {registration.failure && <Alert tone="error">{registration.failure}</Alert>}
          {field('username', 'Work E-mail', {
            type: 'email',
            autoComplete: 'email',
            isRequired: true,
            maxLength: REGISTRATION_LIMITS.email,
            description: 'Your work e-mail is your user name.',
          })}
          {field('name', 'Full Name', { autoComplete: 'name', isRequired: true, maxLength: REGISTRATION_LIMITS.name })}
          {field('phone', 'Phone', {
            type: 'tel',
            autoComplete: 'tel',
            maxLength: REGISTRATION_LIMITS.phone,
            // Formatted once the visitor leaves the field (storefront §5), not under the caret.
            onBlur: () => {
              setForm((f) => ({ ...f, phone: formatPhone(f.phone) }));
              setTouched((t) => ({ ...t, phone: true }));
            },
          })}
          {field('phoneExtension', 'Extension', { maxLength: REGISTRATION_LIMITS.extension })}
          <PasswordFields
            rule="a"
            password={form.password}
            confirm={form.confirmPassword}
            onPassword={set('password')}
            onConfirm={set('confirmPassword')}
            showAll={attempted}
            serverErrors={{
              password: serverErrors.password || undefined,
              confirmPassword: serverErrors.confirmPassword || undefined,
            }}
          />
          <div className="form-actions">
            <Button type="submit" isDisabled={invalid || registration.loading}>
              Register
            </Button>
          </div>
        </Form>
        <p>
          Already have an account? <Link to="/login">Log In</Link>
        </p>
        <p>{PHONE_HELP}</p>
      </Card>
    </>
  );
}

export function PendingPage() {
  usePageTitle('Registration Pending');
  return (
    <section aria-labelledby="pending-title">
      <h1 id="pending-title">Registration Pending</h1>
      <Alert tone="success">{REGISTRATION_MESSAGES.created}</Alert>
      <p>
        Customer service reviews every new account. You will receive an e-mail as soon as your account is activated; you
        can then log in with your work e-mail and password.
      </p>
      <p>
        <Link to="/">Return to the home page</Link>
      </p>
    </section>
  );
}
