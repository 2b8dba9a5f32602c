import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './store.ts';

const shown = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();

const path = (page: Page) => new URL(page.url()).pathname;

test.describe('navigation guard and login modal', () => {
  test('sends a guest to login remembering the target, and back there after logging in', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/my-account/invoices/open');
    await page.waitForURL(/\/login\?state=%2Fmy-account%2Finvoices%2Fopen$/);
    await page.getByLabel('E-mail', { exact: true }).fill('buyer@acme.example');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/my-account\/invoices\/open$/);
    await expect(page).not.toHaveTitle('Log In | Vallen');
  });

  test('logs in from the header modal and stays on the page', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/support');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await expect(dialog).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByLabel('E-mail', { exact: true }).fill('buyer@acme.example');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await shown(page, 'Log In successful');
    await expect(dialog).toHaveCount(0);
    expect(path(page)).toBe('/support');
    // Logged in, the header shows the account menu (with Log Out) in place of Log In.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hello, Bianca Buyer My Account' })).toHaveCount(
      1,
    );
  });

  test('sends a user with a custom landing page there after login', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill('landing@umbrella.example');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/landing\/umbrella$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('redirects /terms-of-service to /termsandconditions', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/terms-of-service');
    await page.waitForURL(/\/termsandconditions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toHaveCount(1);
    expect(await page.title()).toBe('Terms and Conditions | Vallen');
  });
});

test.describe('contact and support', () => {
  test('sends the contact form with its file to the support mailbox', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send us a Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us a Message' });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Required fields are missing' })).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByLabel('Inquiry Type').selectOption('INVOICE_COPY');
    await dialog.getByLabel('Name', { exact: true }).fill('Pam Beesly');
    await dialog.getByLabel('E-mail', { exact: true }).fill('pam@dunder.example');
    await dialog.getByLabel('City', { exact: true }).fill('Scranton');
    await dialog.getByLabel('State', { exact: true }).selectOption('PA');
    await dialog.getByLabel('Message', { exact: true }).fill('A copy of invoice 1045821, please.');
    await dialog
      .getByLabel('Attachment (optional)')
      .setInputFiles({ name: 'invoice.txt', mimeType: 'text/plain', buffer: Buffer.from('invoice 1045821') });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await shown(page, 'Your message is being sent to a Vallen Representative.');
    const mail = (await (await fetch(`${store.sandboxUrl}/__sandbox/mail`)).json()) as {
      kind: string;
      to: string;
      body: { mail_from: string; mail_inquiry: string; file: { filename: string; bytes: number } };
    }[];
    expect(mail.find((m) => m.kind === 'support' && m.body.mail_from === 'pam@dunder.example')).toMatchObject({
      to: 'support@vallen.example',
      body: { mail_inquiry: 'invoiceCopy', file: { filename: 'invoice.txt', bytes: 15 } },
    });
  });

  test('opens FAQ answers and the contact-support modal on /support', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/support');
    const trigger = page.getByRole('button', { name: 'Product Support and Ordering' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('When will my order arrive?')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Support' });
    await expect(dialog.getByLabel('Inquiry Type')).toHaveValue('WEBSITE_SUPPORT');
  });
});

test.describe('locations and resources', () => {
  test('filters the locations by state code', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/locations');
    await shown(page, '10 locations');
    await page.getByLabel('Find a location').fill('TX');
    await shown(page, '2 locations');
    const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.map((t) => t.replace(' (map, opens in a new tab)', ''))).toEqual([
      'Corpus Christi Branch',
      'Houston Distribution Center',
    ]);
    await expectAccessible(page);
  });

  test('lists resale certificates Multijurisdiction first, states alphabetically, as PDFs', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/resale-exemption-certificates');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
    const groups = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(groups[0]).toBe('Multijurisdiction');
    expect(groups.slice(1)).toEqual([...groups.slice(1)].sort());
    const href = await page
      .getByRole('link', { name: /Texas Sales and Use Tax Resale Certificate/ })
      .getAttribute('href');
    const pdf = await fetch(new URL(href!, store.url));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    await expectAccessible(page);
    await page.goto('/w9-downloads');
    await expect(page.getByRole('link', { name: /W-9 \(2025\)/ })).toHaveCount(3);
  });

  test('shows a content page in a frame sized to its content', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/w/aboutus');
    await expect(page).toHaveTitle('About Us | Vallen');
    const frame = page.frameLocator('iframe[title="About Us"]');
    await expect(frame.getByRole('heading', { name: 'Who we are' })).toHaveCount(1);
    await expect(page.locator('iframe.content-frame')).toHaveAttribute('style', /height: \d+px/);
    await page.goto('/marine');
    await page.waitForURL(/\/w\/marine$/);
  });
});

test.describe('help videos', () => {
  test('shows three WebM walkthroughs the store serves, each captioned as its transcript says', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/w/helpvideos');
    const frame = page.frameLocator('iframe[title="Help Videos"]');
    const videos = frame.locator('video');
    await expect(videos).toHaveCount(3);
    for (const video of await videos.all()) {
      const src = (await video.locator('source[type="video/webm"]').getAttribute('src'))!;
      // Committed content (npm run help-videos), not made by the build.
      expect(existsSync(fileURLToPath(new URL(`../public/content-site/${src}`, import.meta.url)))).toBe(true);
      const file = await fetch(new URL(`/content-site/${src}`, store.url));
      expect(file.headers.get('content-type')).toBe('video/webm');
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(bytes.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
      const poster = await fetch(new URL(`/content-site/${await video.getAttribute('poster')}`, store.url));
      expect(poster.headers.get('content-type')).toBe('image/webp');
      const track = await fetch(
        new URL(`/content-site/${await video.locator('track').getAttribute('src')}`, store.url),
      );
      expect(track.headers.get('content-type')).toMatch(/^text\/vtt/);
      const cues = (await track.text())
        .split('\n\n')
        .slice(1)
        .map((cue) => cue.split('\n').slice(1).join(' ').trim());
      const steps = video.locator('xpath=following-sibling::details[1]').locator('li');
      expect(cues.filter(Boolean)).toEqual(await steps.allTextContents());
    }
    await expectAccessible(page);
  });
});

test.describe('country redirect', () => {
  test('offers the Canadian site once, and remembers staying until the next day', async ({ store }) => {
    const context = await store.browser.newContext({ baseURL: store.url, extraHTTPHeaders: { 'cf-ipcountry': 'CA' } });
    const page = await context.newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Visiting from Canada?' });
    await expect(dialog).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Stay on Vallen' }).click();
    const cookie = (await context.cookies()).find((c) => c.name === 'region_choice');
    expect(cookie?.value).toBe('stay');
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now());
    expect(cookie!.expires * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(dialog).toHaveCount(0);
    await context.close();
  });
});

test.describe('static pages and brands', () => {
  test('titles each static page and has no serious accessibility violation', async ({ store }) => {
    const { page } = await store.newPage();
    const pages: [string, string][] = [
      ['/privacy-policy', 'Privacy Policy'],
      ['/return-policy', 'Return Policy'],
      ['/shipping-information', 'Shipping Information'],
      ['/resources/supplier-routing-guide', 'Supplier Routing Guide'],
      ['/maintenance', 'Maintenance'],
      ['/unauthorized', 'Access Denied'],
      ['/404', 'Page Not Found'],
      ['/', 'Home'],
    ];
    for (const [url, title] of pages) {
      await page.goto(url);
      await expect(page).toHaveTitle(`${title} | Vallen`);
      await expectAccessible(page);
    }
    await page.goto('/maintenance');
    await expect
      .poll(() => page.getByRole('img', { name: 'Vallen' }).evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.goto('/');
    await shown(page, 'Order Supplies Online');
    await expect(page.getByRole('link', { name: /Hurricane Readiness Checklist/ })).toHaveAttribute(
      'href',
      '/documents/hurricane-readiness-checklist.pdf',
    );
  });

  test('shows /about to the second brand and sends the default brand to its content page', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/about');
    await page.waitForURL(/\/w\/aboutus$/);
    const port = new URL(store.url).port;
    await page.goto(`http://www.rvsupply.example:${port}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About RV Supply by Vallen' })).toHaveCount(1);
    expect(path(page)).toBe('/about');
    await expectAccessible(page);
  });
});

test.describe('strategic sourcing', () => {
  test('shows staff the guide and sends a customer user home', async ({ store }) => {
    const { page } = await store.newPage();
    await page.goto('/strategic-sourcing');
    await page.waitForURL(/\/login\?state=%2Fstrategic-sourcing$/);
    await page.getByLabel('E-mail', { exact: true }).fill('associate@vallen.example');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/strategic-sourcing$/);
    await page.getByRole('button', { name: /^Safety \(\d+\)$/ }).click();
    await expect(page.getByRole('rowheader', { name: 'Fall protection' })).toBeVisible();
    await expectAccessible(page);

    const other = await store.newPage();
    await other.page.goto('/login');
    await other.page.getByLabel('E-mail', { exact: true }).fill('buyer@acme.example');
    await other.page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await other.page.getByRole('button', { name: 'Log In' }).click();
    await other.page.waitForURL(/\/my-account$/);
    await other.page.goto('/strategic-sourcing');
    await other.page.waitForURL((url) => url.pathname === '/');
  });
});
