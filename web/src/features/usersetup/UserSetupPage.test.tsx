import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_SETUP_MESSAGES } from '@mro/rules/usersetup';
import type { SubmitUserSetupRequestInput } from '../../generated/graphql';
import { answerMutation, answerQuery } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { SubmitUserSetupRequestDocument, UserSetupSupervisorsDocument } from './UserSetup.generated';
import { UserSetupPage } from './UserSetupPage';

/** Opens the page; the gateway records the request (answered as a pending one, or refused). Returns what was sent. */
const open = ({ fail = false } = {}) => {
  const sent: SubmitUserSetupRequestInput[] = [];
  server.use(
    answerQuery(UserSetupSupervisorsDocument, ({ variables }) => ({
      userSetupSupervisors: 'rachael'.startsWith(variables.search.toLowerCase())
        ? [
            {
              __typename: 'SupervisorCandidate',
              id: '161',
              name: 'Rachael Rosen',
              username: 'rachael@tyrell.example',
            },
          ]
        : [],
    })),
    answerMutation(SubmitUserSetupRequestDocument, ({ variables }) => {
      sent.push(variables.input);
      const { input } = variables;
      return {
        submitUserSetupRequest: fail
          ? {
              __typename: 'SubmitUserSetupRequestPayload',
              request: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: null,
                  message: 'An error occurred. The request could not be made at this time.',
                  code: 'UPSTREAM_UNAVAILABLE',
                },
              ],
            }
          : {
              __typename: 'SubmitUserSetupRequestPayload',
              request: {
                __typename: 'UserSetupRequest',
                id: '1',
                requestDate: '2026-11-25',
                requestType: input.requestType,
                status: 'pending',
                name: input.name,
                email: input.email,
                customerCount: input.customers.length,
              },
              userErrors: [],
            },
      };
    }),
  );
  renderRoute(<UserSetupPage />, { path: '/my-account/user-setup' });
  return sent;
};

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

/** Types into the supervisor search and picks the result (searched 750 ms after the last key). */
async function pickSupervisor(text: string, name: string) {
  const field = screen.getByRole('combobox', { name: 'Supervisor' });
  act(() => field.focus());
  fireEvent.change(field, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 3000 }));
  await waitFor(() => expect(field).toHaveValue(name));
  act(() => field.blur());
}

describe('user setup', () => {
  it('searches the supervisors by more than 1 character, tells when none matched, and picks one', async () => {
    open();
    const field = await screen.findByRole('combobox', { name: 'Supervisor' });
    fireEvent.change(field, { target: { value: 'r' } });
    expect(screen.getByText('Type at least 2 characters of a name or e-mail.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'zz' } });
    expect(await screen.findByText('No supervisors matched your search.', {}, { timeout: 3000 })).toBeInTheDocument();
    await pickSupervisor('rach', 'Rachael Rosen');
  });

  it('collects customer requests with No limit, sends the request and confirms it', async () => {
    const sent = open();
    await screen.findByRole('textbox', { name: /Full name/ });
    type(/Full name/, 'Roy Batty');
    type(/^E-mail/, 'roy@tyrell.example');
    type(/^Customer(?! number)/, '10010');
    type(/Customer number/, '10010');
    await pickSupervisor('rach', 'Rachael Rosen');
    type(/^Approval limit/, '1250.5');
    fireEvent.click(screen.getByRole('checkbox', { name: 'No maximum order limit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Request' }));
    // The fieldset empties once the request is in the table.
    await screen.findByRole('table', { name: 'Customer requests (1)' });
    expect(screen.getByRole('textbox', { name: /Customer number/ })).toHaveValue('');
    type(/Customer number/, '10010');
    fireEvent.click(screen.getByRole('checkbox', { name: 'No approval limit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'No maximum order limit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Request' }));
    expect(await screen.findByText(USER_SETUP_MESSAGES.duplicateCustomer)).toBeInTheDocument();
    type(/Customer number/, '10001');
    fireEvent.change(screen.getByRole('combobox', { name: 'Limit type' }), { target: { value: 'units' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Request' }));
    const table = await screen.findByRole('table', { name: 'Customer requests (2)' });
    expect(within(table).getAllByText('No limit')).toHaveLength(3);
    // Limits as amounts with cents (dollars) or hundredths of units; the term in whole years.
    expect(within(table).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(table).getAllByText('1 year')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(USER_SETUP_MESSAGES.submitted)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        requestType: 'ADD',
        name: 'Roy Batty',
        email: 'roy@tyrell.example',
        customer: '10010',
        modelAfter: null,
        comments: null,
        customers: [
          {
            customerNumber: '10010',
            supervisor: 'rachael@tyrell.example',
            isSupervisor: false,
            spendLimit: 1250.5,
            maxLimit: null,
            limitType: 'DOLLARS',
            limitResetYears: 1,
            limitReset: null,
          },
          {
            customerNumber: '10001',
            supervisor: null,
            isSupervisor: false,
            spendLimit: null,
            maxLimit: null,
            limitType: 'UNITS',
            limitResetYears: 1,
            limitReset: null,
          },
        ],
      },
    ]);
  });

  it('requires full name, e-mail, customer and a customer request, and checks the limits', async () => {
    const sent = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(USER_SETUP_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_SETUP_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getAllByText(USER_SETUP_MESSAGES.customerRequired).length).toBeGreaterThan(0);
    expect(screen.getByText(USER_SETUP_MESSAGES.noCustomers)).toBeInTheDocument();
    type(/Customer number/, '10010');
    type(/^Approval limit/, '-3');
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Request' }));
    expect((await screen.findAllByText(USER_SETUP_MESSAGES.limitInvalid)).length).toBe(2);
    expect(sent).toEqual([]);
  });

  it('clears an invalid limit or term on leaving the field and says why', async () => {
    open();
    const limit = await screen.findByRole('textbox', { name: /^Approval limit/ });
    type(/^Approval limit/, '-3');
    fireEvent.blur(limit);
    expect(limit).toHaveValue('');
    expect(await screen.findByText('“-3” was cleared. Enter an amount of 0 or more, or check No limit.')).toBeVisible();
    type(/^Limit term/, '1.5');
    fireEvent.blur(screen.getByRole('textbox', { name: /^Limit term/ }));
    expect(screen.getByRole('textbox', { name: /^Limit term/ })).toHaveValue('');
    expect(screen.getByText('“1.5” was cleared. Enter a whole number of years, 0 or more.')).toBeVisible();
    type(/^Approval limit/, '250.50');
    fireEvent.blur(limit);
    expect(limit).toHaveValue('250.50');
    expect(screen.queryByText(/“-3” was cleared/)).not.toBeInTheDocument();
  });

  it('tells when the request cannot be made', async () => {
    open({ fail: true });
    await screen.findByRole('textbox', { name: /Full name/ });
    type(/Full name/, 'Roy Batty');
    type(/^E-mail/, 'roy@tyrell.example');
    type(/^Customer(?! number)/, '10010');
    type(/Customer number/, '10010');
    fireEvent.click(screen.getByRole('checkbox', { name: 'No approval limit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'No maximum order limit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Request' }));
    await screen.findByRole('table', { name: 'Customer requests (1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(USER_SETUP_MESSAGES.failed)).toBeInTheDocument();
  });
});
