import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuery } from '../../testing/api';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { ContactMapDocument } from './Content.generated';
import { ContactPage } from './ContactPage';

const openContact = (contactMapUrl: string | null) => {
  server.use(answerQuery(ContactMapDocument, { contactMapUrl }));
  return renderRoute(<ContactPage />, { path: '/contact-us' });
};

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
