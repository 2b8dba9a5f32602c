import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWatch } from 'react-hook-form';
import { shippingAddressFormErrors } from '@mro/rules/shipping';
import { customerRequestDraftErrors, type CustomerRequestDraft } from '@mro/rules/usersetup';
import { RulesFieldset } from './RulesFieldset';
import { FormAlert, RulesForm, SubmitButton } from './RulesForm';
import { FormCheckbox, FormSelect, FormTextField } from './fields';
import { fieldIn, showFieldErrors, useRulesForm, useRulesValid } from './useRulesForm';

// The spec's messages (account-admin-calls §5), copied so the test fails on a changed wording.
const LINE1_REQUIRED = 'Address 1 is required.';
const STATE_REQUIRED = 'State is required.';
const ZIP_INVALID = 'Enter a ZIP code (12345, 123456789 or 12345-6789) or a Canadian postal code (A1A 1A1).';

type Values = { line1: string; state: string; zip: string };
type Answer = { userErrors: { field: string; message: string }[] };

/** A form on the kit whose submit waits for the test to answer it. */
function AddressForm({ send, failures = [] }: { send: (values: Values) => Promise<Answer>; failures?: string[] }) {
  const form = useRulesForm<Values>({
    defaultValues: { line1: '', state: '', zip: '' },
    validate: shippingAddressFormErrors,
  });
  return (
    <RulesForm
      form={form}
      aria-label="Address"
      onSubmit={async (values) => {
        const payload = await send(values);
        if (payload.userErrors.length)
          showFieldErrors(form, { ok: false, payload, message: '' }, fieldIn(['line1', 'state', 'zip']));
      }}
    >
      <FormAlert failures={failures} />
      <FormTextField control={form.control} name="line1" label="Address 1" />
      <FormSelect control={form.control} name="state" label="State" options={[{ value: 'OH', label: 'Ohio' }]} />
      <FormTextField control={form.control} name="zip" label="ZIP code" />
      <SubmitButton form={form}>Save</SubmitButton>
    </RulesForm>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('forms on the rules', () => {
  it('shows every error at a submit with the focus on the first, then follows the changes', async () => {
    const sent: Values[] = [];
    render(<AddressForm send={(values) => (sent.push(values), Promise.resolve({ userErrors: [] }))} />);
    type('ZIP code', '1234');
    fireEvent.blur(field('ZIP code'));
    expect(screen.queryByText(ZIP_INVALID)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LINE1_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(ZIP_INVALID)).toBeInTheDocument();
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(STATE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Address 1')).toHaveFocus());
    expect(sent).toEqual([]);
    type('ZIP code', '44114');
    await waitFor(() => expect(screen.queryByText(ZIP_INVALID)).not.toBeInTheDocument());
  });

  it('sends the values once valid, disables the button meanwhile and shows the server’s errors at their fields', async () => {
    let answer: (payload: Answer) => void = () => {};
    const sent: Values[] = [];
    render(
      <AddressForm
        failures={['An error occurred while attempting to save. Please try again later.']}
        send={(values) => {
          sent.push(values);
          return new Promise((resolve) => (answer = resolve));
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while attempting to save. Please try again later.',
    );
    type('Address 1', '1 Main St');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'OH' } });
    type('ZIP code', '44114');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(sent).toEqual([{ line1: '1 Main St', state: 'OH', zip: '44114' }]);
    act(() => answer({ userErrors: [{ field: 'zip', message: 'No deliveries to that ZIP code.' }] }));
    expect(await screen.findByText('No deliveries to that ZIP code.')).toBeInTheDocument();
    await waitFor(() => expect(field('ZIP code')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

/** A form checked 500 ms after typing pauses, its submit disabled while the values as they stand fail. */
function PausedForm() {
  const form = useRulesForm<Values>({
    defaultValues: { line1: '1 Main St', state: '', zip: '44114' },
    validate: shippingAddressFormErrors,
    validateAfter: 500,
  });
  const valid = useRulesValid(form, shippingAddressFormErrors);
  return (
    <RulesForm form={form} onSubmit={() => {}} aria-label="Address">
      <FormTextField control={form.control} name="line1" label="Address 1" />
      <FormSelect control={form.control} name="state" label="State" options={[{ value: 'OH', label: 'Ohio' }]} />
      <FormTextField control={form.control} name="zip" label="ZIP code" />
      <SubmitButton form={form} isDisabled={!valid}>
        Save
      </SubmitButton>
    </RulesForm>
  );
}

describe('a form checked once typing pauses (validateAfter)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the errors as it opens, then only 500 ms after the last change', async () => {
    vi.useFakeTimers();
    render(<PausedForm />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(STATE_REQUIRED)).toBeInTheDocument();
    expect(screen.queryByText(ZIP_INVALID)).not.toBeInTheDocument();
    type('ZIP code', '441');
    await act(() => vi.advanceTimersByTimeAsync(400));
    type('ZIP code', '4411');
    await act(() => vi.advanceTimersByTimeAsync(499));
    // The pause restarts at each change: nothing said yet, though the submit already follows the values.
    expect(screen.queryByText(ZIP_INVALID)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(ZIP_INVALID)).toBeInTheDocument();
    expect(field('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    type('ZIP code', '44114');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'OH' } });
    expect(screen.getByText(ZIP_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText(ZIP_INVALID)).not.toBeInTheDocument();
    expect(screen.queryByText(STATE_REQUIRED)).not.toBeInTheDocument();
  });
});

const DRAFT: CustomerRequestDraft = {
  customerNumber: '',
  supervisor: null,
  isSupervisor: false,
  spendLimit: '',
  noSpendLimit: false,
  maxLimit: '',
  noMaxLimit: true,
  limitType: 'dollars',
  limitResetYears: '',
  limitReset: '',
};

/** User Setup's shape: a fieldset with its own rules and Add inside the request's form. */
function RequestForm({ sent }: { sent: string[][] }) {
  const outer = useRulesForm<{ customers: string[] }>({ defaultValues: { customers: [] } });
  const draft = useRulesForm<CustomerRequestDraft>({ defaultValues: DRAFT, validate: customerRequestDraftErrors });
  const customers = useWatch({ control: outer.control, name: 'customers' });
  return (
    <RulesForm form={outer} onSubmit={(values) => void sent.push(values.customers)} aria-label="Request">
      <RulesFieldset
        form={draft}
        legend="Customer request"
        submitLabel="Add"
        onSubmit={({ customerNumber }) => {
          if (customers.includes(customerNumber))
            return { field: 'customerNumber', message: 'This customer is already in the request.' };
          outer.setValue('customers', [...customers, customerNumber]);
          return null;
        }}
      >
        <FormTextField control={draft.control} name="customerNumber" label="Customer number" />
        <FormTextField control={draft.control} name="spendLimit" label="Approval limit" />
        <FormCheckbox control={draft.control} name="noSpendLimit" label="No approval limit" />
      </RulesFieldset>
      <p>Customers: {customers.join(', ')}</p>
      <SubmitButton form={outer}>Send</SubmitButton>
    </RulesForm>
  );
}

describe('a fieldset with its own rules inside a form (RulesFieldset)', () => {
  const CUSTOMER_REQUIRED = 'Customer is required.';
  const LIMIT_INVALID = 'Enter a limit of 0 or more (cents at most), or check No limit.';
  const DUPLICATE = 'This customer is already in the request.';

  it('checks only its own fields at its Add, follows every change after, empties once accepted', async () => {
    const sent: string[][] = [];
    const { container } = render(<RequestForm sent={sent} />);
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Customer request' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(CUSTOMER_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(LIMIT_INVALID)).toBeInTheDocument();
    await waitFor(() => expect(field('Customer number')).toHaveFocus());
    // Another field's change re-checks them all: No limit takes the limit's error away.
    fireEvent.click(screen.getByRole('checkbox', { name: 'No approval limit' }));
    await waitFor(() => expect(screen.queryByText(LIMIT_INVALID)).not.toBeInTheDocument());
    type('Customer number', '10010');
    await waitFor(() => expect(screen.queryByText(CUSTOMER_REQUIRED)).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Customers: 10010')).toBeInTheDocument();
    await waitFor(() => expect(field('Customer number')).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'No approval limit' })).not.toBeChecked();
    type('Customer number', '10010');
    fireEvent.click(screen.getByRole('checkbox', { name: 'No approval limit' }));
    // Emptied with its submit count: nothing is said before the next Add.
    expect(screen.queryByText(CUSTOMER_REQUIRED)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    type('Approval limit', '5');
    await waitFor(() => expect(screen.queryByText(DUPLICATE)).not.toBeInTheDocument());
    type('Customer number', '');
    expect(await screen.findByText(CUSTOMER_REQUIRED)).toBeInTheDocument();
    // The outer form's rules never see the fieldset's values: its submit goes through.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([['10010']]));
  });
});
