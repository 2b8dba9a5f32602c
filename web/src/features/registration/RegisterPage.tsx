import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { FormAlert, RulesForm } from '../../lib/forms/RulesForm';
import { SubmitActions } from '../../lib/forms/FormActions';
import { FormTextField } from '../../lib/forms/fields';
import { fieldIn, showFieldErrors, useRulesForm, useRulesValid } from '../../lib/forms/useRulesForm';
import { messages } from '../../lib/messages';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import type { RegistrationType } from '../../generated/graphql';
import { RegisterAccountDocument } from './Registration.generated';
import {
  isCustomerNumber,
  MAIN_CUSTOMER_NUMBER,
  REGISTRATION_LIMITS,
  registerFormErrors,
  type RegistrationValues,
} from '@mro/rules/registration';
import { formatPhone } from '@mro/rules/common';
import { EmailField, FullNameField } from './ContactFields';
import { PasswordFields } from './PasswordFields';

const PHONE_HELP = 'Need help? Call 1-800-555-0150, Monday to Friday 8am to 7pm Eastern.';

const TITLES: Record<RegistrationType, string> = {
  NEW: 'Create Your Account',
  VALLEN: 'Associate Registration',
  SUPPLIER: 'Supplier Registration',
};

const typeOf = (regType: string | null): RegistrationType =>
  regType === 'vallen' ? 'VALLEN' : regType === 'supplier' ? 'SUPPLIER' : 'NEW';

type Values = Omit<RegistrationValues, 'customerNumber' | 'phone' | 'phoneExtension'> & {
  phone: string;
  phoneExtension: string;
};
const EMPTY: Values = { username: '', name: '', phone: '', phoneExtension: '', password: '', confirmPassword: '' };
const fieldOf = fieldIn(Object.keys(EMPTY));

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
  const validate = (values: Values) => registerFormErrors({ ...values, customerNumber });
  // Register stays disabled until the form is valid, so each field's errors show as it is left.
  const form = useRulesForm<Values>({ defaultValues: EMPTY, validate, showErrors: 'blur' });
  const valid = useRulesValid(form, validate);
  // Existing-account, associate and customer messages are whole sentences: the first one leads.
  const registration = useMutationWithErrors(RegisterAccountDocument, (data) => data.registerAccount, {
    failed: messages.unexpectedError,
    succeeded: (payload) => payload.status === 'PENDING' || payload.status === 'ACTIVE',
    fieldOf,
  });

  if (type === 'NEW' && !isCustomerNumber(customerNumber)) return <Navigate to="/create-account" replace />;

  async function submit(values: Values) {
    const outcome = await registration.run({
      variables: {
        input: {
          customerNumber,
          registrationType: type,
          username: values.username.trim().toLowerCase(),
          name: values.name.trim(),
          phone: formatPhone(values.phone) || null,
          phoneExtension: values.phoneExtension.trim() || null,
          password: values.password,
          confirmPassword: values.confirmPassword,
        },
      },
    });
    if (!outcome.ok) return showFieldErrors(form, outcome, fieldOf);
    if (outcome.payload.status === 'PENDING') await navigate('/pending');
    else await navigate('/login', { state: { notice: outcome.payload.message } });
  }

  const { control } = form;
  return (
    <>
      <h1>{TITLES[type]}</h1>
      <Card title={type === 'NEW' ? `Customer number ${customerNumber}` : 'Your details'}>
        <RulesForm form={form} onSubmit={submit}>
          <FormAlert failures={registration.failures} />
          <EmailField
            control={control}
            name="username"
            label="Work E-mail"
            description="Your work e-mail is your user name."
          />
          <FullNameField control={control} />
          <FormTextField
            control={control}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={REGISTRATION_LIMITS.phone}
            // Formatted once the visitor leaves the field (storefront §5), not under the caret.
            onBlur={() => form.setValue('phone', formatPhone(form.getValues('phone')))}
          />
          <FormTextField
            control={control}
            name="phoneExtension"
            label="Extension"
            maxLength={REGISTRATION_LIMITS.extension}
          />
          <PasswordFields control={control} rule="a" />
          <SubmitActions form={form} isDisabled={!valid || registration.loading}>
            Register
          </SubmitActions>
        </RulesForm>
        <p>
          Already have an account? <Link to="/login">Log In</Link>
        </p>
        <p>{PHONE_HELP}</p>
      </Card>
    </>
  );
}
