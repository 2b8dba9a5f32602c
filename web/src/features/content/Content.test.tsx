import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoggedIn } from '../../testing/handlers/auth';
import { region, sentContactMessages, staff } from '../../testing/handlers/content';
import { renderApp } from '../../testing/render';
import { REGION_COOKIE } from './regionCookie';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

afterEach(() => {
  sentContactMessages.length = 0;
  region.country = null;
  staff.isStaff = false;
  document.cookie = `${REGION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('contact form', () => {
  it("fills in a logged-in user's name, e-mail and phone", async () => {
    renderApp('/contact-us');
    fireEvent.click(await screen.findByRole('button', { name: 'Send us a Message' }));
    await waitFor(() => expect(input('Name')).toHaveValue('Bea Buyer'));
    expect(input('E-mail')).toHaveValue('buyer@example.com');
    expect(input('Phone (optional)')).toHaveValue('555-0101');
  });

  it("says 'Required fields are missing' and sends nothing until every required field is filled", async () => {
    setLoggedIn(false);
    renderApp('/contact-us');
    fireEvent.click(await screen.findByRole('button', { name: 'Send us a Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send us a Message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Required fields are missing', { selector: '.alert' })).toBeInTheDocument();
    expect(input('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(sentContactMessages).toEqual([]);
  });

  it('sends the form with the file as base64 and announces the spec notice', async () => {
    setLoggedIn(false);
    renderApp('/contact-us');
    fireEvent.click(await screen.findByRole('button', { name: 'Send us a Message' }));
    await screen.findByRole('dialog');
    fireEvent.change(input('Inquiry Type'), { target: { value: 'QUOTE' } });
    type('Name', 'Mike Scott');
    type('E-mail', 'mike@dunder');
    type('City', 'Scranton');
    fireEvent.change(input('State'), { target: { value: 'PA' } });
    type('Message', 'Gloves, 10 boxes.');
    fireEvent.change(input('Attachment (optional)'), {
      target: { files: [new File(['item,qty\nGL-1,10\n'], 'list.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    type('E-mail', 'mike@dunder.example');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message is being sent to a Vallen Representative.')).toBeInTheDocument();
    expect(sentContactMessages).toEqual([
      expect.objectContaining({
        inquiry: 'QUOTE',
        name: 'Mike Scott',
        email: 'mike@dunder.example',
        phone: null,
        state: 'PA',
        file: { filename: 'list.csv', base64: btoa('item,qty\nGL-1,10\n') },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a file over 64 KB before sending', async () => {
    renderApp('/contact-us');
    fireEvent.click(await screen.findByRole('button', { name: 'Send us a Message' }));
    await screen.findByRole('dialog');
    fireEvent.change(input('Attachment (optional)'), {
      target: { files: [new File(['x'.repeat(64 * 1024 + 1)], 'big.txt')] },
    });
    expect(await screen.findByText('The attached file must be at most 64 KB.')).toBeInTheDocument();
  });
});

describe('support', () => {
  it('expands FAQ sections and opens the feedback modal with the feedback inquiry chosen', async () => {
    renderApp('/support');
    const orderPad = await screen.findByRole('button', { name: /Order Pad/ });
    expect(orderPad).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(orderPad);
    expect(orderPad).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('What is the Order Pad?')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Feedback' });
    expect(within(dialog).getByLabelText('Inquiry Type')).toHaveValue('FEEDBACK');
  });
});

describe('locations', () => {
  it('filters by city, state code or zip', async () => {
    renderApp('/locations');
    expect(await screen.findByText('3 locations')).toBeInTheDocument();
    type('Find a location', 'tx');
    expect(await screen.findByText('1 location', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Houston Distribution Center/ })).toHaveAttribute(
      'href',
      'https://maps.example/?q=77040',
    );
    type('Find a location', '741');
    expect(await screen.findByRole('link', { name: /Tulsa Branch/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Houston/ })).not.toBeInTheDocument();
  });
});

describe('resale exemption certificates', () => {
  it('lists the groups in the order given, Multijurisdiction first, and filters by location', async () => {
    renderApp('/resale-exemption-certificates');
    await screen.findByRole('heading', { name: 'Multijurisdiction' });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Multijurisdiction', 'Alabama', 'Texas']);
    type('Filter by location', 'tex');
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('main'))
            .getAllByRole('heading', { level: 2 })
            .map((h) => h.textContent),
        ).toEqual(['Texas']),
      { timeout: 3000 },
    );
  });
});

describe('country redirect', () => {
  it('offers the regional site to a visitor from Canada and remembers staying until the next day', async () => {
    region.country = 'CA';
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Visiting from Canada?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on Vallen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain(`${REGION_COOKIE}=stay`);
  });
});

describe('strategic sourcing', () => {
  it('sends a customer user home', async () => {
    const { router } = renderApp('/strategic-sourcing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows staff the guide by heading, expandable and filterable', async () => {
    staff.isStaff = true;
    renderApp('/strategic-sourcing');
    const abrasives = await screen.findByRole('button', { name: 'Abrasives (1)' });
    fireEvent.click(abrasives);
    expect(await screen.findByRole('rowheader', { name: 'Abrasive belts' })).toBeVisible();
    expect(screen.getByText('10442, 10451')).toBeInTheDocument();
    type('Filter', 'gloves');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Abrasives (1)' })).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByRole('button', { name: 'Safety (1)' })).toBeInTheDocument();
  });
});
