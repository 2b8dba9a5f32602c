import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerQuery, api } from '../../testing/api';
import { gatewayError } from '../../testing/erpFailures';
import {
  contactViewerOf,
  locationOf,
  regionalSiteOf,
  resourceDocumentOf,
  sourcingRowOf,
} from '../../testing/factories/content';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { LocationsDocument, RegionalSiteDocument, ResourceDocumentsDocument } from './Content.generated';
import { contactGateway } from './ContactPage.testing';
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
