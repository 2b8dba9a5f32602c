import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ButtonLink, Link } from '../../ui/Link';
import { RulesForm } from '../../lib/forms/RulesForm';
import { SubmitActions } from '../../lib/forms/FormActions';
import { CustomerNumberField } from '../../lib/forms/CustomerNumberField';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { RegistrationCustomerDocument, type RegistrationCustomerQuery } from './Registration.generated';
import { customerNumberFormErrors } from '@mro/rules/registration';

type Customer = NonNullable<RegistrationCustomerQuery['registrationCustomer']['customer']>;
type Values = { customerNumber: string };

/** Register Now: customer number lookup, then the confirmation panel with the customer's name and address. */
export function CreateAccountPage() {
  usePageTitle('Register Now');
  const navigate = useNavigate();
  const [lookUp, { loading }] = useLazyQuery(RegistrationCustomerDocument, { fetchPolicy: 'network-only' });
  // The number's error shows once the field is left, as at a submit.
  const form = useRulesForm<Values>({
    defaultValues: { customerNumber: '' },
    validate: customerNumberFormErrors,
    showErrors: 'blur',
  });
  const typed = useWatch({ control: form.control, name: 'customerNumber' });
  const [failure, setFailure] = useState<string | null>(null);
  // The company found and the number as typed for it: changing the number hides the panel.
  const [found, setFound] = useState<{ customer: Customer; typed: string } | null>(null);
  const customer = found?.typed === typed ? found.customer : null;

  async function submit(values: Values) {
    setFailure(null);
    setFound(null);
    try {
      const { data } = await lookUp({ variables: { customerNumber: values.customerNumber.trim() } });
      const result = data?.registrationCustomer;
      if (result?.customer) setFound({ customer: result.customer, typed: values.customerNumber });
      else setFailure(result?.userErrors[0]?.message ?? messages.unexpectedError);
    } catch (error) {
      setFailure(friendlyError(error instanceof Error ? error : undefined, messages.unexpectedError));
    }
  }

  return (
    <>
      <h1>Register Now</h1>
      <div className="grid grid-2">
        <Card title="Find your company">
          <RulesForm form={form} onSubmit={submit}>
            {failure && <Alert tone="error">{failure}</Alert>}
            <CustomerNumberField control={form.control} name="customerNumber" label="Customer Number" isRequired />
            <SubmitActions form={form} isDisabled={loading}>
              Look Up
            </SubmitActions>
          </RulesForm>
          {customer && (
            <section aria-labelledby="confirm-customer" className="confirmation-panel">
              <h2 id="confirm-customer" className="card-title">
                Is this your company?
              </h2>
              <address>
                <strong>{customer.name}</strong>
                <br />
                {customer.address.line1}
                <br />
                {customer.address.line2 && (
                  <>
                    {customer.address.line2}
                    <br />
                  </>
                )}
                {customer.address.city}, {customer.address.state} {customer.address.zip}
              </address>
              <p className="muted">Part of the street and ZIP is hidden to protect the company&apos;s details.</p>
              <div className="form-actions">
                <Button
                  onPress={() =>
                    void navigate(`/register?customerNumber=${customer.customerNumber}&regType=new&userType=Customer`)
                  }
                >
                  Yes, Continue
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => {
                    setFound(null);
                    form.reset();
                  }}
                >
                  No, Try Again
                </Button>
              </div>
            </section>
          )}
        </Card>
        <Card title="Other ways to register">
          <p>Don&apos;t have a customer number yet?</p>
          <p>
            <ButtonLink to="/customer" variant="secondary">
              Request your Customer Number
            </ButtonLink>
          </p>
          <p>
            Supply products to us? <Link to="/supplier">Supplier registration</Link>
          </p>
          <p>
            Work for Vallen? <Link to="/vallen">Associate registration</Link>
          </p>
          <p>
            Already registered? <Link to="/login">Log In</Link>
          </p>
        </Card>
      </div>
    </>
  );
}
