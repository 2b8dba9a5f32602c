import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_SETUP_MESSAGES } from '@mro/rules/usersetup';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';
import { buyerMenu, setAccountMenu } from '../../testing/handlers/account';
import { resetUserSetup, userSetupHandlers, userSetupState } from '../../testing/handlers/usersetup';

const requester = () => {
  const menu = buyerMenu();
  return {
    ...menu,
    viewer: { ...menu.viewer, permissions: { ...menu.viewer.permissions, canRequestUserSetup: true } },
  };
};

beforeEach(() => {
  server.use(...userSetupHandlers);
  resetUserSetup();
  setAccountMenu(requester());
});

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('user setup', () => {
  it('collects customer requests with No limit, sends the request and confirms it', async () => {
    renderApp('/my-account/user-setup');
    await screen.findByRole('textbox', { name: /Full name/ });
    type(/Full name/, 'Roy Batty');
    type(/^E-mail/, 'roy@tyrell.example');
    type(/^Customer(?! number)/, '10010');
    type(/Customer number/, '10010');
    type(/Supervisor/, 'tess@tyrell.example');
    type(/^Approval limit/, '500');
    fireEvent.click(screen.getByRole('checkbox', { name: 'No maximum order limit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Request' }));
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
    fireEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(USER_SETUP_MESSAGES.submitted)).toBeInTheDocument();
    expect(userSetupState.sent).toEqual([
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
            supervisor: 'tess@tyrell.example',
            isSupervisor: false,
            spendLimit: 500,
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
    renderApp('/my-account/user-setup');
    fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(USER_SETUP_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_SETUP_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getAllByText(USER_SETUP_MESSAGES.customerRequired).length).toBeGreaterThan(0);
    expect(screen.getByText(USER_SETUP_MESSAGES.noCustomers)).toBeInTheDocument();
    type(/Customer number/, '10010');
    type(/^Approval limit/, '-3');
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Request' }));
    expect((await screen.findAllByText(USER_SETUP_MESSAGES.limitInvalid)).length).toBe(2);
    expect(userSetupState.sent).toEqual([]);
  });

  it('tells when the request cannot be made', async () => {
    userSetupState.fail = true;
    renderApp('/my-account/user-setup');
    await screen.findByRole('textbox', { name: /Full name/ });
    type(/Full name/, 'Roy Batty');
    type(/^E-mail/, 'roy@tyrell.example');
    type(/^Customer(?! number)/, '10010');
    type(/Customer number/, '10010');
    fireEvent.click(screen.getByRole('checkbox', { name: 'No approval limit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'No maximum order limit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Customer Request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(USER_SETUP_MESSAGES.failed)).toBeInTheDocument();
  });

  it('refuses a user without user_setup', async () => {
    setAccountMenu(buyerMenu());
    renderApp('/my-account/user-setup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
