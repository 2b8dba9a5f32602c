// The three walkthroughs of the Help Videos page (web/public/content-site/helpvideos.html), each as
// steps a viewer can follow: a caption per step (the video's captions and the page's transcript),
// typing at a person's pace, a highlight on what is pressed and a pause on each result.
import type { Locator, Page } from 'playwright-core';
import type { Recording } from './recorder.ts';

export type Walkthrough = {
  /** The video's file name and the section's anchor on the page. */
  name: string;
  /** The seeded buyer who plays it (password Demo1234!). */
  username: string;
  /** Whether it starts logged in (the session made before recording); otherwise it logs in on screen. */
  loggedIn: boolean;
  /** Done before recording: where the video opens. */
  prepare(page: Page, items: readonly string[]): Promise<void>;
  play(steps: Steps, items: readonly string[]): Promise<void>;
};

/** What a walkthrough does, each visibly. */
export type Steps = {
  page: Page;
  caption: (text: string) => void;
  type: (field: Locator, text: string) => Promise<void>;
  press: (target: Locator) => Promise<void>;
  /** Waits for `shown` to be visible, then lets the viewer look at it. */
  see: (shown: Locator, ms?: number) => Promise<void>;
  pause: (ms: number) => Promise<void>;
};

// The page's elements as the evaluated functions use them (the scripts' types know no DOM).
type Outline = { style: { outline: string; outlineOffset: string } };
type Scrolls = { scrollIntoView(options: { block: 'center'; behavior: 'smooth' }): void };

export const stepsOf = (page: Page, recording: Recording): Steps => {
  const pause = (ms: number) => page.waitForTimeout(ms);
  // The highlight is set through the element's style object, which the store's CSP allows.
  const outline = (target: Locator, value: string) =>
    target.evaluate((element: Outline, line) => {
      element.style.outline = line;
      element.style.outlineOffset = '2px';
    }, value);
  return {
    page,
    caption: (text) => recording.caption(text),
    pause,
    async type(field, text) {
      await field.scrollIntoViewIfNeeded();
      await field.click();
      await field.pressSequentially(text, { delay: 110 });
      await pause(400);
    },
    async press(target) {
      await target.scrollIntoViewIfNeeded();
      await outline(target, '3px solid #e87722');
      await pause(900);
      await outline(target, '');
      await target.click();
    },
    async see(shown, ms = 2000) {
      await shown.first().waitFor({ state: 'visible', timeout: 30_000 });
      await shown
        .first()
        .evaluate((element: Scrolls) => element.scrollIntoView({ block: 'center', behavior: 'smooth' }));
      await pause(ms);
    },
  };
};

const gettingStarted: Walkthrough = {
  name: 'getting-started',
  username: 'buyer@acme.example',
  loggedIn: false,
  prepare: async (page) => void (await page.goto('/')),
  async play({ page, caption, type, press, see }) {
    caption('Choose Log In at the top of any page.');
    await see(page.getByRole('banner'), 1000);
    await press(page.getByRole('banner').getByRole('link', { name: 'Log In' }));
    caption('Enter your e-mail and password, then choose Log In.');
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await type(dialog.getByLabel('E-mail', { exact: true }), 'buyer@acme.example');
    await type(dialog.getByLabel('Password', { exact: true }), 'Demo1234!');
    await press(dialog.getByRole('button', { name: 'Log In' }));
    await see(page.getByText('Log In successful'), 800);
    caption('Search the catalogue: type what you need and press Enter.');
    await type(page.getByLabel('Search products'), 'gloves');
    await page.getByLabel('Search products').press('Enter');
    await see(page.locator('article.search-hit'), 1500);
    caption('Open a product, enter the quantity and choose Add to Cart.');
    await press(page.locator('a[href^="/p/"]').first());
    const quantity = page
      .getByLabel(/^Quantity for /)
      .and(page.locator(':enabled'))
      .first();
    await quantity.waitFor();
    await quantity.fill('');
    await type(quantity, '2');
    await press(page.getByRole('button', { name: 'Add to Cart' }).and(page.locator(':enabled')).first());
    await see(page.getByText('Your cart has been updated.'), 1000);
    caption('Open the cart and choose Check Out.');
    await press(page.locator('a.cart-link').first());
    await press(page.getByRole('button', { name: 'Check Out' }).first());
    caption('Choose where it ships, your contact and PO number, then Continue to Payment.');
    await page.getByLabel('Ship-to address').first().waitFor();
    await page.getByLabel('Ship-to address').selectOption({ index: 1 });
    await type(page.getByLabel('PO number'), 'PO-1001');
    await press(page.getByRole('button', { name: 'Continue to Payment' }));
    caption('Check the payment method and choose Continue to Review.');
    await see(page.getByRole('button', { name: 'Continue to Review' }), 800);
    await press(page.getByRole('button', { name: 'Continue to Review' }));
    caption('Review the order and choose Place Order.');
    await see(page.getByRole('button', { name: 'Place Order' }), 800);
    await press(page.getByRole('button', { name: 'Place Order' }).first());
    caption('Your order number is shown, and the order is in My Orders.');
    await see(page.getByText(/Your order number is/), 3000);
  },
};

const orderPad: Walkthrough = {
  name: 'order-pad',
  username: 'buyer@acme.example',
  loggedIn: true,
  prepare: async (page) => void (await page.goto('/')),
  async play({ page, caption, type, press, see }, items) {
    caption('Open the Order Pad from the main menu.');
    await press(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Order Pad' }));
    await see(page.getByRole('heading', { name: 'Order Pad', level: 1 }), 800);
    caption('Choose Copy & Paste.');
    await press(page.getByRole('link', { name: 'Copy & Paste' }));
    caption('Type or paste part numbers, one a line, each with its quantity after a comma.');
    const quantities = [3, 1, 12, 2];
    await type(
      page.getByLabel('Part numbers and quantities'),
      items.map((item, i) => `${item}, ${quantities[i % quantities.length]}`).join('\n'),
    );
    caption('Choose Add to Order Pad: every line is checked at once.');
    await press(page.getByRole('button', { name: 'Add to Order Pad' }));
    await see(page.getByText(new RegExp(`${items.length} lines: ${items.length} ready for the cart`)), 3000);
    caption('Choose Add to Cart: all the lines go into the cart together.');
    await press(page.getByRole('button', { name: 'Add to Cart' }));
    await page.waitForURL(/\/cart$/);
    await see(page.getByRole('heading', { name: 'Shopping Cart', level: 1 }), 1500);
    await see(page.getByText(`Item #${items.at(-1)}`), 3000);
  },
};

const shoppingLists: Walkthrough = {
  name: 'shopping-lists',
  username: 'buyer@acme.example',
  loggedIn: true,
  prepare: async (page) => void (await page.goto('/c?q=gloves')),
  async play({ page, caption, type, press, see }) {
    caption('On a product, choose Quick add, then Add to Shopping List.');
    await see(page.locator('article.search-hit'), 800);
    await press(page.getByRole('button', { name: /^Quick add / }).first());
    const quickAdd = page.getByRole('dialog');
    const item = await quickAdd.getByLabel('Item').inputValue();
    const quantity = quickAdd.getByLabel(`Quantity for ${item}`);
    await quantity.fill('');
    await type(quantity, '6');
    await press(quickAdd.getByRole('button', { name: 'Add to Shopping List' }));
    caption('Create a new list and give it a name.');
    await press(
      page
        .getByRole('dialog', { name: 'Add to Shopping List' })
        .getByRole('button', { name: 'Create a New Shopping List' }),
    );
    const create = page.getByRole('dialog', { name: 'Create a New Shopping List' });
    await type(create.getByLabel('List Name'), 'Crew gloves');
    await press(create.getByRole('button', { name: 'Create List' }));
    await see(page.getByText('Item added to Crew gloves'), 1000);
    caption('Open Shopping Lists and choose View/Edit.');
    await press(page.getByRole('link', { name: 'Shopping Lists' }));
    await press(page.getByRole('link', { name: 'View/Edit Crew gloves' }));
    await see(page.getByRole('heading', { name: 'Crew gloves' }), 1000);
    caption("Share List: add a colleague's e-mail and save.");
    await press(page.getByRole('button', { name: 'Share List' }));
    const share = page.getByRole('dialog', { name: 'Share Crew gloves' });
    await type(share.getByLabel("Colleague's e-mail"), 'approver@acme.example');
    await press(share.getByRole('button', { name: 'Add Recipient' }));
    await press(share.getByRole('button', { name: 'Save Recipients' }));
    await share.waitFor({ state: 'detached' });
    caption('Choose Add All to Cart to order the whole list.');
    await press(page.getByRole('button', { name: 'Add All to Cart' }));
    await see(page.getByText('Your cart has been updated.'), 3000);
  },
};

export const WALKTHROUGHS: readonly Walkthrough[] = [gettingStarted, orderPad, shoppingLists];
