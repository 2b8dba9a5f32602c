import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { contactViewerOf } from '../../testing/factories/content';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { ContactMapDocument } from './Content.generated';
import { ContactPage } from './ContactPage';
import { contactGateway } from './ContactPage.testing';

const openContact = (contactMapUrl: string | null) => {
  server.use(answerQuery(ContactMapDocument, { contactMapUrl }));
  return renderRoute(<ContactPage />, { path: '/contact-us' });
};

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('contact page map (storefront §2.8)', () => {
  it('embeds the configured map beside the phone line, the locations link and the message button', async () => {
    openContact('https://maps.example/embed?q=Houston');
    const map = await screen.findByTitle('Our location on the map');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', 'https://maps.example/embed?q=Houston');
    expect(screen.getByRole('link', { name: '1-800-555-0150' })).toHaveAttribute('href', 'tel:1-800-555-0150');
    expect(screen.getByRole('link', { name: 'locations page' })).toHaveAttribute('href', '/locations');
    expect(screen.getByRole('button', { name: 'Send us a Message' })).toBeInTheDocument();
  });

  it('frames nothing when no map is configured', async () => {
    const { client } = openContact(null);
    expect(await screen.findByRole('button', { name: 'Send us a Message' })).toBeInTheDocument();
    // Absent once the answer is in, not merely while it is on its way.
    await waitFor(() => expect(client.readQuery({ query: ContactMapDocument })).not.toBeNull());
    await act(async () => {});
    expect(screen.queryByTitle('Our location on the map')).not.toBeInTheDocument();
  });
});

describe('contact form', () => {
  it("fills in a logged-in user's name, e-mail and phone", async () => {
    contactGateway(contactViewerOf());
    openContact(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Send us a Message' }));
    await waitFor(() => expect(input('Name')).toHaveValue('Bea Buyer'));
    expect(input('E-mail')).toHaveValue('buyer@example.com');
    expect(input('Phone (optional)')).toHaveValue('555-0101');
  });

  it("says 'Required fields are missing' and sends nothing until every required field is filled", async () => {
    const sent = contactGateway(null);
    openContact(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Send us a Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send us a Message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Required fields are missing', { selector: '.alert' })).toBeInTheDocument();
    expect(input('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('sends the form with the file as base64 and announces the spec notice', async () => {
    const sent = contactGateway(null);
    openContact(null);
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
    expect(sent).toEqual([
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
    contactGateway(contactViewerOf());
    openContact(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Send us a Message' }));
    await screen.findByRole('dialog');
    fireEvent.change(input('Attachment (optional)'), {
      target: { files: [new File(['x'.repeat(64 * 1024 + 1)], 'big.txt')] },
    });
    expect(await screen.findByText('The attached file must be at most 64 KB.')).toBeInTheDocument();
  });
});
