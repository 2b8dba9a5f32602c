import { useLazyQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ButtonLink, Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { RegistrationCustomerDocument, type RegistrationCustomerQuery } from './Registration.generated';
import { customerNumberError, REGISTRATION_LIMITS } from '@mro/rules/registration';

type Customer = NonNullable<RegistrationCustomerQuery['registrationCustomer']['customer']>;

/** Register Now: customer number lookup, then the confirmation panel with the customer's name and address. */
export function CreateAccountPage() {
  usePageTitle('Register Now');
  const navigate = useNavigate();
  const [lookUp, { loading }] = useLazyQuery(RegistrationCustomerDocument, { fetchPolicy: 'network-only' });
  const [customerNumber, setCustomerNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [customer, setCustomer] = useState<Customer | null>(null);
  const fieldError = customerNumberError(customerNumber);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (fieldError || loading) return;
    setFailure(null);
    setCustomer(null);
    try {
      const { data } = await lookUp({ variables: { customerNumber: customerNumber.trim() } });
      const result = data?.registrationCustomer;
      if (result?.customer) setCustomer(result.customer);
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
          <Form onSubmit={submit} validationBehavior="aria">
            {failure && <Alert tone="error">{failure}</Alert>}
            <TextField
              label="Customer Number"
              name="customerNumber"
              inputMode="numeric"
              value={customerNumber}
              onChange={(v) => {
                setCustomerNumber(v);
                setCustomer(null);
              }}
              onBlur={() => setTouched(true)}
              error={fieldError}
              showError={touched}
              maxLength={REGISTRATION_LIMITS.customerNumber}
              isRequired
            />
            <div className="form-actions">
              <Button type="submit" isDisabled={loading}>
                Look Up
              </Button>
            </div>
          </Form>
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
                    setCustomer(null);
                    setCustomerNumber('');
                    setTouched(false);
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
