import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { gatewayError } from '../../testing/erpFailures';
import {
  contactMessageSent,
  contactViewerOf,
  locationOf,
  regionalSiteOf,
  resourceDocumentOf,
  sourcingRowOf,
} from '../../testing/factories/content';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import {
  ContactViewerDocument,
  LocationsDocument,
  RegionalSiteDocument,
  ResourceDocumentsDocument,
  SendContactMessageDocument,
  type ContactViewerQuery,
  type SendContactMessageMutationVariables,
} from './Content.generated';
import { ContactPage } from './ContactPage';
import { CountryRedirectModal, useRegionOffer } from './CountryRedirectModal';
import { LocationsPage } from './LocationsPage';
import { FILTER_DEBOUNCE_MS } from './contentMessages';
import { REGION_COOKIE } from './regionCookie';
import { ResaleCertificatesPage } from './ResourcePages';
import { StrategicSourcingDocument } from './StrategicSourcing.generated';
import { StrategicSourcingPage } from './StrategicSourcingPage';
import { SupportPage } from './SupportPage';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

/**
 * Types into a free-text filter and lets its 750 ms debounce run out on a fake clock (the data is
 * loaded by then; only the filter's timer is faked).
 */
const filterBy = (label: string, value: string) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  type(label, value);
  act(() => {
    vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
  });
  vi.useRealTimers();
};

afterEach(() => {
  vi.useRealTimers();
  document.cookie = `${REGION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

/** The contact form's gateway: the viewer (null for a guest) and the messages it was sent. */
function contactGateway(viewer: ContactViewerQuery['viewer']) {
  const sent: SendContactMessageMutationVariables['input'][] = [];
  server.use(
    answerQuery(ContactViewerDocument, { viewer }),
    answerMutation(SendContactMessageDocument, ({ variables }) => {
      sent.push(variables.input);
      return { sendContactMessage: contactMessageSent() };
    }),
  );
  return sent;
}

const renderContact = () => renderRoute(<ContactPage />, { path: '/contact-us' });

describe('contact form', () => {
  it("fills in a logged-in user's name, e-mail and phone", async () => {
    contactGateway(contactViewerOf());
    renderContact();
    fireEvent.click(await screen.findByRole('button', { name: 'Send us a Message' }));
    await waitFor(() => expect(input('Name')).toHaveValue('Bea Buyer'));
    expect(input('E-mail')).toHaveValue('buyer@example.com');
    expect(input('Phone (optional)')).toHaveValue('555-0101');
  });

  it("says 'Required fields are missing' and sends nothing until every required field is filled", async () => {
    const sent = contactGateway(null);
    renderContact();
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
    renderContact();
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
    renderContact();
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
    contactGateway(contactViewerOf());
    renderRoute(<SupportPage />, { path: '/support' });
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
    server.use(
      answerQuery(LocationsDocument, {
        locations: [
          locationOf('Mobile Branch', 'Mobile', 'AL', '36693'),
          locationOf('Houston Distribution Center', 'Houston', 'TX', '77040'),
          locationOf('Tulsa Branch', 'Tulsa', 'OK', '74145'),
        ],
      }),
    );
    renderRoute(<LocationsPage />, { path: '/locations' });
    expect(await screen.findByText('3 locations')).toBeInTheDocument();
    filterBy('Find a location', 'tx');
    expect(screen.getByText('1 location')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Houston Distribution Center/ })).toHaveAttribute(
      'href',
      'https://maps.example/?q=77040',
    );
    filterBy('Find a location', '741');
    expect(screen.getByRole('link', { name: /Tulsa Branch/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Houston/ })).not.toBeInTheDocument();
  });
});

describe('resale exemption certificates', () => {
  it('lists the groups in the order given, Multijurisdiction first, and filters by location', async () => {
    server.use(
      answerQuery(ResourceDocumentsDocument, ({ variables }) => {
        if (variables.collection !== 'RESALE_EXEMPTION_CERTIFICATES')
          throw new Error(`No ${variables.collection} documents in this test`);
        return {
          resourceDocuments: [
            resourceDocumentOf('MTC certificate', 'Multijurisdiction'),
            resourceDocumentOf('Alabama certificate', 'Alabama'),
            resourceDocumentOf('Texas certificate', 'Texas'),
          ],
        };
      }),
    );
    // The layout's main landmark, where the page's headings are read.
    renderRoute(
      <main>
        <ResaleCertificatesPage />
      </main>,
      { path: '/resale-exemption-certificates' },
    );
    await screen.findByRole('heading', { name: 'Multijurisdiction' });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Multijurisdiction', 'Alabama', 'Texas']);
    filterBy('Filter by location', 'tex');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Texas']);
  });
});

describe('country redirect', () => {
  const CountryRedirectModalOf = () => <CountryRedirectModal offer={useRegionOffer()} />;
  it('offers the regional site to a visitor from Canada and remembers staying until the next day', async () => {
    server.use(answerQuery(RegionalSiteDocument, { regionalSite: regionalSiteOf() }));
    renderRoute(<CountryRedirectModalOf />);
    const dialog = await screen.findByRole('dialog', { name: 'Visiting from Canada?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on Vallen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain(`${REGION_COOKIE}=stay`);
  });
});

describe('strategic sourcing', () => {
  const renderSourcing = () => renderRoute(<StrategicSourcingPage />, { path: '/strategic-sourcing' });

  it('sends a customer user home', async () => {
    // The gateway refuses the guide to anyone but Vallen associates.
    server.use(
      api.query(StrategicSourcingDocument, () =>
        gatewayError('Strategic sourcing is for Vallen associates only.', 'FORBIDDEN'),
      ),
    );
    renderSourcing();
    expect(await screen.findByLabelText('Landed at')).toHaveTextContent(/^\/$/);
  });

  it('shows staff the guide by heading, expandable and filterable', async () => {
    server.use(
      answerQuery(StrategicSourcingDocument, {
        strategicSourcing: [
          sourcingRowOf('Abrasive belts', 'Abrasives', ['10442', '10451']),
          sourcingRowOf('Disposable gloves', 'Safety', ['10077']),
        ],
      }),
    );
    renderSourcing();
    const abrasives = await screen.findByRole('button', { name: 'Abrasives (1)' });
    fireEvent.click(abrasives);
    expect(await screen.findByRole('rowheader', { name: 'Abrasive belts' })).toBeVisible();
    expect(screen.getByText('10442, 10451')).toBeInTheDocument();
    filterBy('Filter', 'gloves');
    expect(screen.queryByRole('button', { name: 'Abrasives (1)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Safety (1)' })).toBeInTheDocument();
  });
});
