import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import {
  MAX_CUSTOMER_REQUESTS,
  USER_SETUP_LIMITS,
  USER_SETUP_MESSAGES,
  userSetupFormErrors,
} from '@mro/rules/usersetup';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormRadioGroup, FormTextArea, FormTextField } from '../../lib/forms/fields';
import { CustomerNumberField } from '../../lib/forms/CustomerNumberField';
import { fieldIn, showFieldErrors, useRulesForm } from '../../lib/forms/useRulesForm';
import { usePageTitle } from '../../lib/usePageTitle';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { SubmitUserSetupRequestDocument, type SubmitUserSetupRequestMutation } from './UserSetup.generated';
import { CustomerRequestForm, type CustomerRequest } from './CustomerRequestForm';
import './usersetup.css';

type Sent = NonNullable<SubmitUserSetupRequestMutation['submitUserSetupRequest']['request']>;
const fieldOf = fieldIn(['name', 'email', 'customer', 'modelAfter', 'comments', 'customers']);
type Values = {
  requestType: 'ADD' | 'CHANGE';
  name: string;
  email: string;
  customer: string;
  modelAfter: string;
  comments: string;
  /** Added by the customer request's own Add, shown as a table. */
  customers: CustomerRequest[];
};
const EMPTY: Values = {
  requestType: 'ADD',
  name: '',
  email: '',
  customer: '',
  modelAfter: '',
  comments: '',
  customers: [],
};
// Limits are cents in dollars or hundredths of units (§5: min 0, step 0.01); the term whole years.
const DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const limitText = (value: number | null, type: 'dollars' | 'units') => {
  if (value === null) return 'No limit';
  const amount = value.toLocaleString('en-US', DECIMALS);
  return type === 'units' ? `${amount} units` : `$${amount}`;
};
const termText = (years: number | null | undefined) =>
  years === null || years === undefined ? '—' : `${years} ${years === 1 ? 'year' : 'years'}`;

const CUSTOMER_COLUMNS: DataColumn<CustomerRequest>[] = [
  {
    header: 'Customer',
    rowHeader: true,
    cell: (c) => (
      <>
        {c.customerNumber}
        {c.isSupervisor && <span className="muted"> (supervisor)</span>}
      </>
    ),
  },
  { header: 'Supervisor', cell: (c) => c.supervisor ?? '—' },
  { header: 'Approval limit', cell: (c) => limitText(c.spendLimit, c.limitType) },
  { header: 'Maximum order', cell: (c) => limitText(c.maxLimit, c.limitType) },
  { header: 'Type', cell: (c) => (c.limitType === 'units' ? 'Units' : 'Dollars') },
  { header: 'Term', cell: (c) => termText(c.limitResetYears) },
  { header: 'Reset', cell: (c) => c.limitReset ?? '—' },
];

/** /my-account/user-setup (§2.4): request to add or change a user, with its customer requests. */
export function UserSetupPage() {
  usePageTitle('User Setup');
  const form = useRulesForm<Values>({ defaultValues: EMPTY, validate: userSetupFormErrors });
  const { errors, submitCount } = useFormState({ control: form.control });
  const customers = useWatch({ control: form.control, name: 'customers' });
  const [sent, setSent] = useState<Sent | null>(null);
  const submit = useMutationWithErrors(SubmitUserSetupRequestDocument, (d) => d.submitUserSetupRequest, {
    failed: USER_SETUP_MESSAGES.failed,
    fieldOf,
    alert: 'rest',
  });
  // The customer requests are no control: after a submit their error follows each Add and Remove.
  const setCustomers = (next: CustomerRequest[]) =>
    form.setValue('customers', next, { shouldValidate: submitCount > 0 });

  function addCustomer(request: CustomerRequest): string | null {
    if (customers.some((c) => c.customerNumber === request.customerNumber))
      return USER_SETUP_MESSAGES.duplicateCustomer;
    if (customers.length >= MAX_CUSTOMER_REQUESTS) return USER_SETUP_MESSAGES.tooManyCustomers;
    setCustomers([...customers, request]);
    return null;
  }

  async function send(values: Values) {
    const outcome = await submit.run({
      variables: {
        input: {
          requestType: values.requestType,
          name: values.name.trim(),
          email: values.email.trim(),
          customer: values.customer.trim(),
          modelAfter: values.modelAfter.trim() || null,
          comments: values.comments.trim() || null,
          customers: values.customers.map((c) => ({
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
    else showFieldErrors(form, outcome, fieldOf);
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
            form.reset(EMPTY);
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
      <RulesForm form={form} onSubmit={send} aria-label="User setup request">
        <FormAlert failures={submit.failures} />
        <FormRadioGroup
          control={form.control}
          name="requestType"
          label="Request"
          isRequired
          options={[
            { value: 'ADD', label: 'Add a new user' },
            { value: 'CHANGE', label: 'Change an existing user' },
          ]}
        />
        <div className="usersetup-grid">
          <FormTextField
            control={form.control}
            name="name"
            label="Full name"
            isRequired
            maxLength={USER_SETUP_LIMITS.name}
          />
          <FormTextField
            control={form.control}
            name="email"
            label="E-mail"
            isRequired
            type="email"
            maxLength={USER_SETUP_LIMITS.email}
          />
          <CustomerNumberField
            control={form.control}
            name="customer"
            label="Customer"
            description="The user's customer number."
            isRequired
          />
          <FormTextField
            control={form.control}
            name="modelAfter"
            label="Model after"
            description="A user whose settings to copy, optional."
            maxLength={USER_SETUP_LIMITS.modelAfter}
          />
        </div>
        <FormTextArea control={form.control} name="comments" label="Comments" maxLength={USER_SETUP_LIMITS.comments} />
        <CustomerRequestForm onAdd={addCustomer} />
        {customers.length === 0 ? (
          errors.customers?.message ? (
            <Alert tone="error">{errors.customers.message}</Alert>
          ) : (
            <p className="muted">No customer requests yet.</p>
          )
        ) : (
          <DataTable
            caption={`Customer requests (${customers.length})`}
            columns={[
              ...CUSTOMER_COLUMNS,
              {
                header: 'Actions',
                hideHeader: true,
                cell: (c) => (
                  <Button
                    variant="secondary"
                    aria-label={`Remove customer ${c.customerNumber}`}
                    onPress={() => setCustomers(customers.filter((other) => other !== c))}
                  >
                    Remove
                  </Button>
                ),
              },
            ]}
            rows={customers}
            rowKey={(c) => c.customerNumber}
          />
        )}
        <div className="form-actions">
          <SubmitButton form={form}>Send Request</SubmitButton>
        </div>
      </RulesForm>
    </>
  );
}
