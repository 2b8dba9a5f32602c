import { useState, type FormEvent } from 'react';
import { MAX_CUSTOMER_REQUESTS, USER_SETUP_LIMITS, USER_SETUP_MESSAGES, checkUserSetup } from '@mro/rules/usersetup';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { RadioGroup } from '../../ui/ChoiceGroups';
import { SimpleTable } from '../../ui/Table';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { usePageTitle } from '../../lib/usePageTitle';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { SubmitUserSetupRequestDocument, type SubmitUserSetupRequestMutation } from './UserSetup.generated';
import { CustomerRequestForm, type CustomerRequest } from './CustomerRequestForm';
import './usersetup.css';

type Sent = NonNullable<SubmitUserSetupRequestMutation['submitUserSetupRequest']['request']>;
const FIELDS = ['name', 'email', 'customer', 'modelAfter', 'comments', 'customers'];
// Limits are cents in dollars or hundredths of units (§5: min 0, step 0.01); the term whole years.
const DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const limitText = (value: number | null, type: 'dollars' | 'units') => {
  if (value === null) return 'No limit';
  const amount = value.toLocaleString('en-US', DECIMALS);
  return type === 'units' ? `${amount} units` : `$${amount}`;
};
const termText = (years: number | null | undefined) =>
  years === null || years === undefined ? '—' : `${years} ${years === 1 ? 'year' : 'years'}`;

/** /my-account/user-setup (§2.4): request to add or change a user, with its customer requests. */
export function UserSetupPage() {
  usePageTitle('User Setup');
  const [requestType, setRequestType] = useState<'ADD' | 'CHANGE'>('ADD');
  const [values, setValues] = useState({ name: '', email: '', customer: '', modelAfter: '', comments: '' });
  const [customers, setCustomers] = useState<CustomerRequest[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const submit = useMutationWithErrors(SubmitUserSetupRequestDocument, (d) => d.submitUserSetupRequest, {
    failed: USER_SETUP_MESSAGES.failed,
    fieldOf: (field) => (FIELDS.includes(field) ? field : null),
    alert: 'rest',
  });
  const errors = Object.fromEntries(checkUserSetup({ ...values, customers }).map((e) => [e.field, e.message]));
  const errorOf = (field: string) => errors[field] ?? submit.fieldErrors[field];
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    submit.clearFieldError(field);
  };

  function addCustomer(request: CustomerRequest): string | null {
    if (customers.some((c) => c.customerNumber === request.customerNumber))
      return USER_SETUP_MESSAGES.duplicateCustomer;
    if (customers.length >= MAX_CUSTOMER_REQUESTS) return USER_SETUP_MESSAGES.tooManyCustomers;
    setCustomers((current) => [...current, request]);
    return null;
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    const outcome = await submit.run({
      variables: {
        input: {
          requestType,
          name: values.name.trim(),
          email: values.email.trim(),
          customer: values.customer.trim(),
          modelAfter: values.modelAfter.trim() || null,
          comments: values.comments.trim() || null,
          customers: customers.map((c) => ({
            customerNumber: c.customerNumber,
            supervisor: c.supervisor ?? null,
            isSupervisor: c.isSupervisor,
            spendLimit: c.spendLimit,
            maxLimit: c.maxLimit,
            limitType: c.limitType === 'units' ? 'UNITS' : 'DOLLARS',
            limitResetYears: c.limitResetYears ?? null,
            limitReset: c.limitReset ?? null,
          })),
        },
      },
    });
    if (outcome.ok && outcome.payload.request) setSent(outcome.payload.request);
  }

  if (sent)
    return (
      <>
        <h1>User Setup</h1>
        <Alert tone="success">{USER_SETUP_MESSAGES.submitted}</Alert>
        <dl className="usersetup-summary">
          <dt>Request</dt>
          <dd>
            {sent.requestType === 'ADD' ? 'Add' : 'Change'} {sent.name} ({sent.email})
          </dd>
          <dt>Customers</dt>
          <dd>{sent.customerCount}</dd>
          <dt>Status</dt>
          <dd>{sent.status === 'pending' ? 'Pending' : sent.status}</dd>
        </dl>
        <Button
          onPress={() => {
            setSent(null);
            setValues({ name: '', email: '', customer: '', modelAfter: '', comments: '' });
            setCustomers([]);
            setShowErrors(false);
          }}
        >
          Make Another Request
        </Button>
      </>
    );

  return (
    <>
      <h1>User Setup</h1>
      <p>
        Ask us to add a user to your account or change one. Add each customer the user buys for, then send the request.
      </p>
      <form onSubmit={(event) => void send(event)} noValidate aria-label="User setup request">
        {submit.failure && <Alert tone="error">{submit.failure}</Alert>}
        <RadioGroup
          label="Request"
          isRequired
          value={requestType}
          options={[
            { value: 'ADD', label: 'Add a new user' },
            { value: 'CHANGE', label: 'Change an existing user' },
          ]}
          onChange={(value) => setRequestType(value === 'CHANGE' ? 'CHANGE' : 'ADD')}
        />
        <div className="usersetup-grid">
          <TextField
            label="Full name"
            isRequired
            maxLength={USER_SETUP_LIMITS.name}
            value={values.name}
            onChange={set('name')}
            error={errorOf('name')}
            showError={showErrors}
          />
          <TextField
            label="E-mail"
            isRequired
            type="email"
            maxLength={USER_SETUP_LIMITS.email}
            value={values.email}
            onChange={set('email')}
            error={errorOf('email')}
            showError={showErrors}
          />
          <TextField
            label="Customer"
            description="The user's customer number."
            isRequired
            inputMode="numeric"
            maxLength={10}
            value={values.customer}
            onChange={set('customer')}
            error={errorOf('customer')}
            showError={showErrors}
          />
          <TextField
            label="Model after"
            description="A user whose settings to copy, optional."
            maxLength={USER_SETUP_LIMITS.modelAfter}
            value={values.modelAfter}
            onChange={set('modelAfter')}
            error={errorOf('modelAfter')}
            showError={showErrors}
          />
        </div>
        <TextArea
          label="Comments"
          maxLength={USER_SETUP_LIMITS.comments}
          value={values.comments}
          onChange={set('comments')}
          error={errorOf('comments')}
          showError={showErrors}
        />
        <CustomerRequestForm onAdd={addCustomer} />
        {customers.length === 0 ? (
          showErrors && errorOf('customers') ? (
            <Alert tone="error">{errorOf('customers')}</Alert>
          ) : (
            <p className="muted">No customer requests yet.</p>
          )
        ) : (
          <SimpleTable caption={`Customer requests (${customers.length})`} stackOnPhone>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Supervisor</th>
                <th scope="col">Approval limit</th>
                <th scope="col">Maximum order</th>
                <th scope="col">Type</th>
                <th scope="col">Term</th>
                <th scope="col">Reset</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.map((c) => (
                <tr key={c.customerNumber}>
                  <th scope="row" data-label="Customer">
                    {c.customerNumber}
                    {c.isSupervisor && <span className="muted"> (supervisor)</span>}
                  </th>
                  <td data-label="Supervisor">{c.supervisor ?? '—'}</td>
                  <td data-label="Approval limit">{limitText(c.spendLimit, c.limitType)}</td>
                  <td data-label="Maximum order">{limitText(c.maxLimit, c.limitType)}</td>
                  <td data-label="Type">{c.limitType === 'units' ? 'Units' : 'Dollars'}</td>
                  <td data-label="Term">{termText(c.limitResetYears)}</td>
                  <td data-label="Reset">{c.limitReset ?? '—'}</td>
                  <td data-label="Actions">
                    <Button
                      variant="secondary"
                      aria-label={`Remove customer ${c.customerNumber}`}
                      onPress={() => setCustomers((current) => current.filter((other) => other !== c))}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </SimpleTable>
        )}
        <div className="form-actions">
          <Button type="submit" isDisabled={submit.loading}>
            Send Request
          </Button>
        </div>
      </form>
    </>
  );
}
