import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery } from '../../testing/api';
import { server } from '../../testing/server';
import { setLoggedIn } from '../../testing/handlers/auth';
import { renderRoute } from '../../testing/renderRoute';
import { GuestOnly } from '../../testing/appParts';
import { CreateAccountPage } from './CreateAccountPage';
import { PasswordRecoveryPage } from './PasswordRecoveryPage';
import { RegisterPage } from './RegisterPage';
import { RegistrationCustomerDocument, RegisterAccountDocument } from './Registration.generated';
import { RequestPasswordResetDocument } from './Password.generated';

function fill(label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const UNKNOWN =
  "We do not recognize your customer number. Please click on the 'Request your Customer Number' button and fill out the form so we can help you find your valid customer number.";

describe('registration lookup', () => {
  it('checks the customer number locally, then shows the gateway message or the confirmation panel', async () => {
    setLoggedIn(false);
    let calls = 0;
    server.use(
      answerQuery(RegistrationCustomerDocument, ({ variables }) => {
        calls += 1;
        const known = variables.customerNumber === '10005';
        return {
          registrationCustomer: {
            __typename: 'RegistrationCustomerResult',
            customer: known
              ? {
                  __typename: 'RegistrationCustomer',
                  customerNumber: '10005',
                  name: 'Initech Industrial',
                  address: {
                    __typename: 'Address',
                    line1: '1 P•••• R•',
                    line2: null,
                    city: 'Tulsa',
                    state: 'OK',
                    zip: '741••',
                  },
                }
              : null,
            userErrors: known
              ? []
              : [{ __typename: 'UserError', field: 'customerNumber', message: UNKNOWN, code: 'NOT_FOUND' }],
          },
        };
      }),
    );
    renderRoute(<CreateAccountPage />, { path: '/create-account' });
    await screen.findByLabelText('Customer Number', { selector: 'input' });
    fill('Customer Number', '12a');
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(
      await screen.findByText('Customer number is required and may only contain numeric values [0-9].'),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
    fill('Customer Number', '55555');
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText(UNKNOWN)).toBeInTheDocument();
    fill('Customer Number', '10005');
    fireEvent.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('Initech Industrial')).toBeInTheDocument();
    expect(screen.getByText(/Tulsa, OK 741••/)).toBeInTheDocument();
    expect(
      screen.getByText("Part of the street and ZIP is hidden to protect the company's details."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, Continue' })).toBeInTheDocument();
  });
});

describe('register form', () => {
  it('shows every field message, the strength hint, keeps Register disabled while invalid, and lands on pending', async () => {
    setLoggedIn(false);
    const phones: (string | null | undefined)[] = [];
    server.use(
      answerMutation(RegisterAccountDocument, ({ variables }) => {
        phones.push(variables.input.phone);
        return {
          registerAccount: {
            __typename: 'RegisterAccountPayload',
            status: 'PENDING',
            message: 'Your account has been successfully created.',
            userErrors: [],
          },
        };
      }),
    );
    const { router } = renderRoute(<RegisterPage />, {
      path: '/register',
      at: '/register?customerNumber=10005&regType=new&userType=Customer',
    });
    await screen.findByLabelText('Work E-mail', { selector: 'input' });
    const button = screen.getByRole('button', { name: 'Register' });
    fill('Work E-mail', 'nope');
    expect(await screen.findByText('A valid E-mail Address is required')).toBeInTheDocument();
    fill('Full Name', ' ');
    expect(await screen.findByText('Full Name is required')).toBeInTheDocument();
    fill('Password', 'abcdef');
    expect(
      await screen.findByText('The password must be at least 6 characters long and contain a letter and a number.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Weak')).toBeInTheDocument();
    fill('Confirm Password', 'abcdeg');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    fill('Work E-mail', 'ivan@initech.example');
    fill('Full Name', 'Ivan');
    fill('Password', 'Abcdef1234');
    fill('Confirm Password', 'Abcdef1234');
    // The phone reads formatted once the visitor leaves it (storefront §5).
    fill('Phone', '5551234567');
    expect(screen.getByLabelText('Phone', { selector: 'input' })).toHaveValue('(555) 123-4567');
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pending'));
    expect(phones).toEqual(['(555) 123-4567']);
  });

  it('sends a logged-in user to the profile', async () => {
    setLoggedIn(true);
    // The route's guard (app/GuestOnly), as app/routes.tsx wraps the registration pages.
    const { router } = renderRoute(
      <GuestOnly>
        <RegisterPage />
      </GuestOnly>,
      { path: '/register', at: '/register?customerNumber=10005' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
  });
});

describe('password recovery', () => {
  it('requires the e-mail and shows the gateway outcome', async () => {
    setLoggedIn(false);
    server.use(
      answerMutation(RequestPasswordResetDocument, {
        requestPasswordReset: {
          __typename: 'RequestPasswordResetPayload',
          message: 'Please check your e-mail for password reset instructions.',
          userErrors: [],
        },
      }),
    );
    renderRoute(<PasswordRecoveryPage />, { path: '/password-recovery' });
    await screen.findByLabelText('E-mail', { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The E-mail address field is required.')).toBeInTheDocument();
    fill('E-mail', 'buyer@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please check your e-mail for password reset instructions.')).toBeInTheDocument();
  });
});
