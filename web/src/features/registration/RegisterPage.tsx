import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
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
  const [register, { loading: saving }] = useMutation(RegisterAccountDocument);
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
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  if (type === 'NEW' && !isCustomerNumber(customerNumber)) return <Navigate to="/create-account" replace />;

  const errors: Record<string, string | null> = Object.fromEntries(
    checkRegistration({ ...form, customerNumber }).map((e) => [e.field, e.message]),
  );
  const invalid = Object.values(errors).some(Boolean);
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: '' }));
  };
  const errorOf = (field: string) => serverErrors[field] || errors[field] || null;
  const show = (field: string) => attempted || Boolean(touched[field]) || Boolean(serverErrors[field]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (invalid || saving) return;
    setFailure(null);
    try {
      const { data } = await register({
        variables: {
          input: {
            customerNumber,
            registrationType: type,
            username: form.username.trim().toLowerCase(),
            name: form.name.trim(),
            phone: form.phone.trim() || null,
            phoneExtension: form.phoneExtension.trim() || null,
            password: form.password,
            confirmPassword: form.confirmPassword,
          },
        },
      });
      const payload = data?.registerAccount;
      if (payload?.status === 'PENDING') await navigate('/pending');
      else if (payload?.status === 'ACTIVE') await navigate('/login', { state: { notice: payload.message } });
      else {
        const fieldErrors: Record<string, string> = {};
        for (const e of payload?.userErrors ?? []) if (e.field && e.field in form) fieldErrors[e.field] = e.message;
        setServerErrors(fieldErrors);
        // Existing-account, associate and customer messages are whole sentences: the first one leads.
        setFailure(payload?.userErrors[0]?.message ?? messages.unexpectedError);
      }
    } catch (error) {
      setFailure(friendlyError(error instanceof Error ? error : undefined, messages.unexpectedError));
    }
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
          {failure && <Alert tone="error">{failure}</Alert>}
          {field('username', 'Work E-mail', {
            type: 'email',
            autoComplete: 'email',
            isRequired: true,
            maxLength: REGISTRATION_LIMITS.email,
            description: 'Your work e-mail is your user name.',
          })}
          {field('name', 'Full Name', { autoComplete: 'name', isRequired: true, maxLength: REGISTRATION_LIMITS.name })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel', maxLength: REGISTRATION_LIMITS.phone })}
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
            <Button type="submit" isDisabled={invalid || saving}>
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
