import type { Page } from '@playwright/test';
import { test, expect, type Store } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const shown = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();

const logIn = async (page: Page, username: string, password: string) => {
  await page.getByLabel('E-mail', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
};

/** The reset link the sandbox (playing the mail server) last sent to `to`, as a path on the store. */
const resetLinkFor = async (store: Store, to: string): Promise<string> => {
  const mail = (await (await fetch(`${store.sandboxUrl}/__sandbox/mail`)).json()) as {
    to: string;
    kind: string;
    link: string;
  }[];
  const sent = mail.find((m) => m.to === to && m.kind === 'password-reset');
  expect(sent, `reset mail to ${to}`).toBeDefined();
  const link = new URL(sent!.link);
  expect(link.pathname).toBe('/reset');
  return `${link.pathname}${link.search}`;
};

test.describe('login and logout', () => {
  test('logs in to the profile, then logs out', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/login');
    await expectAccessible(page);
    await logIn(page, 'buyer@acme.example', 'Demo1234!');
    await shown(page, 'Log In successful');
    await page.waitForURL(/\/my-account$/);
    await shown(page, 'buyer@acme.example');
    await shown(page, 'Acme Fabrication (10001)');
    await expectAccessible(page);
    // Log Out sits in the header's account menu.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /My Account/ })
      .click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await shown(page, 'Logged Out');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(1);
  });

  test('refuses a wrong password and a disabled account with their messages', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/login');
    await logIn(page, 'buyer@acme.example', 'wrong-password1');
    await shown(page, 'Invalid credentials');
    expect(new URL(page.url()).pathname).toBe('/login');
    await logIn(page, 'disabled@acme.example', 'Demo1234!');
    await shown(page, /This account exists but has been disabled/);
  });

  test('locks an account after 5 failed logins and says when to try again', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/login');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await logIn(page, 'locked-out@acme.example', `guess-${attempt}`);
      await expect(page.getByText('Invalid credentials').first()).toBeVisible();
    }
    await logIn(page, 'locked-out@acme.example', 'guess-5');
    await shown(page, 'Too many failed log-in attempts. Please try again in 30 seconds.');
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page);
  });

  test('sends a guest to login and back to the remembered page; registration sends a logged-in user to the profile', async ({
    store,
  }) => {
    const { page } = await store.newPage();
    // The gateway redirects (302) before any script runs, naming the page in the login URL.
    await page.goto('/my-account/orders');
    await page.waitForURL(/\/login\?state=%2Fmy-account%2Forders$/);
    await logIn(page, 'buyer@acme.example', 'Demo1234!');
    await page.waitForURL(/\/my-account\/orders$/);
    await page.goto('/create-account');
    await page.waitForURL(/\/my-account$/);
  });
});

test.describe('registration', () => {
  test('looks up an existing customer, registers and ends on the pending page', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/create-account');
    await expectAccessible(page);
    await page.getByLabel('Customer Number').fill('12a');
    await page.getByRole('button', { name: 'Look Up' }).click();
    await shown(page, 'Customer number is required and may only contain numeric values [0-9].');
    await page.getByLabel('Customer Number').fill('55555');
    await page.getByRole('button', { name: 'Look Up' }).click();
    await shown(page, /^We do not recognize your customer number\./);
    await page.getByLabel('Customer Number').fill('10005');
    await page.getByRole('button', { name: 'Look Up' }).click();
    await shown(page, 'Initech Industrial');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes, Continue' }).click();
    await page.waitForURL(/\/register\?customerNumber=10005&regType=new/);
    await expectAccessible(page);

    await page.getByLabel('Work E-mail').fill('buyer@acme.example');
    await page.getByLabel('Full Name').fill('Ivan Initech');
    await page.getByLabel('Password', { exact: true }).fill('abc12');
    await page.getByLabel('Confirm Password').fill('abc12');
    await shown(page, 'The password must be at least 6 characters long and contain a letter and a number.');
    await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('Initech2024');
    await page.getByLabel('Confirm Password').fill('Initech2024');
    await shown(page, 'Password strength: Strong');
    await page.getByRole('button', { name: 'Register' }).click();
    await shown(
      page,
      'There is already an account for buyer@acme.example. You may log in using this e-mail address at any time.',
    );

    await page.getByLabel('Work E-mail').fill('ivan@initech.example');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/pending$/);
    await shown(page, 'Registration Pending');
    await expectAccessible(page);
  });

  test('submits a new-customer application and shows Application Pending', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/customer');
    await page.getByText('New customer', { exact: true }).click();
    await page.getByLabel('Company legal name').fill('Dunder Mifflin Paper LLC');
    await page.getByLabel('DBA (doing business as)').fill('Dunder Mifflin');
    await page.getByLabel('City').fill('Scranton');
    await page.getByLabel('State').selectOption('PA');
    await page.getByLabel('Company phone').fill('570-555-0100');
    await page.getByLabel('DUNS number').fill('123456789');
    await page.getByLabel('Business type').selectOption('LLC');
    await page.getByLabel('Industry').selectOption('Other');
    await page.getByText('MROP', { exact: true }).click();
    await page.getByLabel('Full Name').fill('Pam Beesly');
    await page.getByLabel('E-mail').fill('pam@dunder.example');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(/\/customer-confirmation$/);
    await shown(page, 'Application Pending');
    await expectAccessible(page);
  });
});

test.describe('password recovery and reset', () => {
  test('mails a link, sets a new password that logs in, and refuses an expired link', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/password-recovery');
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill('units@northwind.example');
    await page.getByRole('button', { name: 'Submit' }).click();
    await shown(page, 'Please check your e-mail for password reset instructions.');

    await page.goto(await resetLinkFor(store, 'units@northwind.example'));
    await expectAccessible(page);
    await page.getByLabel('New Password', { exact: true }).fill('fresh2024');
    await page.getByLabel('Confirm New Password').fill('fresh2024');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await shown(page, 'Password successfully updated.');
    await page.waitForURL(/\/login$/);
    await logIn(page, 'units@northwind.example', 'fresh2024');
    await shown(page, 'Log In successful');

    const other = (await store.newPage()).page;
    await other.goto('/password-recovery');
    await other.getByLabel('E-mail').fill('buyer@globex.example');
    await other.getByRole('button', { name: 'Submit' }).click();
    await shown(other, 'Please check your e-mail for password reset instructions.');
    const link = await resetLinkFor(store, 'buyer@globex.example');
    await fetch(`${store.sandboxUrl}/__sandbox/reset-links/expire`, { method: 'POST' });
    await other.goto(link);
    await other.getByLabel('New Password', { exact: true }).fill('fresh2024');
    await other.getByLabel('Confirm New Password').fill('fresh2024');
    await other.getByRole('button', { name: 'Set Password' }).click();
    await shown(other, 'Link has expired, please reset your password.');
    await expect(other.getByRole('link', { name: 'Request a new link' })).toHaveCount(1);
  });

  test('shows the unknown-account message', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/password-recovery');
    await page.getByLabel('E-mail').fill('nobody@nowhere.example');
    await page.getByRole('button', { name: 'Submit' }).click();
    await shown(
      page,
      'We were unable to find an account associated with the e-mail address you entered. Please try again.',
    );
  });
});
