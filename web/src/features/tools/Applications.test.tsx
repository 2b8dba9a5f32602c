import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerMutation, answerQuery, api } from '../../testing/api';
import { ERP_FAILURES, erpFailure } from '../../testing/erpFailures';
import { applicationNoteOf, applicationOf } from '../../testing/factories/tools';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { pressNext } from '../../testing/steps';
import { ApplicationPage } from './ApplicationPage';
import {
  AddCustomerApplicationNoteDocument,
  CustomerApplicationDocument,
  CustomerApplicationsDocument,
  UpdateCustomerApplicationDocument,
  type ApplicationDetailFragment,
  type CustomerApplicationsQueryVariables,
} from './Applications.generated';
import { ApplicationsPage } from './ApplicationsPage';

type ListInput = CustomerApplicationsQueryVariables['input'];

/**
 * How many of the customer's 64 applications the gateway finds for each filter the tests set
 * (status, customer type, BDM prospect, text): 32 pending new ones, 16 existing, 12 BDM prospects.
 */
const FOUND: Record<string, number> = {
  'PENDING NEW - -': 32,
  '- NEW - -': 48,
  '- - - -': 64,
  '- - true -': 12,
  '- - true no such company': 0,
  '- EXISTING - -': 16,
};
const keyOf = (input: ListInput) =>
  [input.status, input.customerType, input.bdmProspect, input.filter].map((v) => (v ?? '-') as string).join(' ');

/** Answers each list query with its page of what the gateway finds; returns the queries the page sent. */
const listing = () => {
  const queries: ListInput[] = [];
  server.use(
    answerQuery(CustomerApplicationsDocument, ({ variables }) => {
      const { input } = variables;
      queries.push(input);
      const totalCount = FOUND[keyOf(input)];
      if (totalCount === undefined) throw new Error(`no answer for ${keyOf(input)}`);
      const page = input.page ?? 1;
      const pageSize = input.pageSize ?? 25;
      const onPage = Math.max(0, Math.min(pageSize, totalCount - (page - 1) * pageSize));
      return {
        customerApplications: {
          __typename: 'CustomerApplicationPage',
          totalCount,
          page,
          pageSize,
          nodes: Array.from({ length: onPage }, (_, i) => applicationOf(64 - (page - 1) * pageSize - i)),
        },
      };
    }),
  );
  return queries;
};

const openList = (at = '/vallen-tools/customer-applications') =>
  renderRoute(<ApplicationsPage />, { path: '/vallen-tools/customer-applications', at });

/** Opens application `id` as the gateway answers it (null: no such application). */
const openApplication = (id: number, application: ApplicationDetailFragment | null) => {
  server.use(answerQuery(CustomerApplicationDocument, { customerApplication: application }));
  return renderRoute(<ApplicationPage />, {
    path: '/vallen-tools/customer-application/:id',
    at: `/vallen-tools/customer-application/${id}`,
  });
};

const rows = () => within(screen.getByRole('table')).getAllByRole('rowheader');

describe('customer applications', () => {
  it('starts with Pending New applications, 25 a page, and pages, resizes and filters', async () => {
    const queries = listing();
    openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Applications' })).toBeInTheDocument();
    expect(await screen.findByText(/^Page 1 of \d+ \(\d+ applications\)$/)).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ status: 'PENDING', customerType: 'NEW', page: 1, pageSize: 25 });
    expect(rows()).toHaveLength(25);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Customer type'), { target: { value: '' } });
    expect(await screen.findByText('Page 1 of 3 (64 applications)')).toBeInTheDocument();
    await pressNext(2);
    expect(await screen.findByText('Page 3 of 3 (64 applications)')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(14));
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '100' } });
    expect(await screen.findByText('Page 1 of 1 (64 applications)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('BDM prospect'), { target: { value: 'yes' } });
    await waitFor(() => expect(rows()).toHaveLength(12));
    fireEvent.change(screen.getByLabelText('Search applications'), { target: { value: 'no such company' } });
    expect(
      await screen.findByText('You do not have any customer applications that meet your criteria.'),
    ).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({
      status: null,
      customerType: null,
      bdmProspect: true,
      filter: 'no such company',
      page: 1,
      pageSize: 100,
    });
  });

  it('keeps its filters and page in the address, so coming back finds the list as it was', async () => {
    const queries = listing();
    const view = openList('/vallen-tools/customer-applications?status=ALL&type=ALL&size=10&page=7');
    expect(await screen.findByText('Page 7 of 7 (64 applications)')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Per page')).toHaveValue('10');
    fireEvent.change(screen.getByLabelText('Customer type'), { target: { value: 'EXISTING' } });
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=ALL&type=EXISTING&size=10'));
    expect(await screen.findByText('Page 1 of 2 (16 applications)')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ status: null, customerType: null, page: 7, pageSize: 10 });
  });

  it('saves a review to Approved after confirming it cannot be undone, then adds a note', async () => {
    const sent: unknown[] = [];
    const approved = applicationOf(64, {
      status: 'APPROVED',
      segment: 'DIRECT',
      editable: false,
      updatedBy: 'Val Associate',
    });
    server.use(
      answerMutation(
        UpdateCustomerApplicationDocument,
        {
          updateCustomerApplication: {
            __typename: 'CustomerApplicationPayload',
            message: 'Customer Application updated successfully',
            customerApplication: approved,
            userErrors: [],
          },
        },
        { record: sent },
      ),
      answerMutation(
        AddCustomerApplicationNoteDocument,
        {
          addCustomerApplicationNote: {
            __typename: 'CustomerApplicationPayload',
            message: 'Note added successfully',
            customerApplication: { ...approved, notes: [applicationNoteOf('Welcome call made.')] },
            userErrors: [],
          },
        },
        { record: sent },
      ),
    );
    openApplication(64, applicationOf(64, { customerType: 'EXISTING' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company 64' })).toBeInTheDocument();
    const addNote = screen.getByRole('button', { name: 'Add Note' });
    expect(addNote).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Segment'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Application' }));
    expect(await screen.findByText('Segment is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Segment'), { target: { value: 'DIRECT' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'APPROVED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Application' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Setting the status to Approved cannot be undone. Do you want to continue?'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, set to Approved' }));
    expect(await screen.findByText('Customer Application updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { id: '64', status: 'APPROVED', segment: 'DIRECT', customerNumber: null, bdmProspect: false } },
    ]);
    expect(
      await screen.findByText('This application has been Approved or Rejected and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Application' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: 'Welcome call made.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    expect(await screen.findByText('Welcome call made.')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('');
  });

  it('says when there is no such application', async () => {
    openApplication(999, null);
    expect(await screen.findByText('We were unable to find the application you are looking for.')).toBeInTheDocument();
  });
});

describe('customer applications failures', () => {
  it.each(ERP_FAILURES)('says the applications could not be retrieved on $failure of the ERP', async ({ code }) => {
    server.use(api.query(CustomerApplicationsDocument, () => erpFailure(code)));
    openList();
    expect(await screen.findByText('Unable to retrieve applications')).toBeInTheDocument();
  });
});
