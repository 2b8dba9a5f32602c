import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerMutation, api } from '../../testing/api';
import { profileRequestOf, profileRequestsPageOf } from '../../testing/factories/profile';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { pressNext } from '../../testing/steps';
import type { ProfileUpdateRequestRowFragment } from './ProfileRequests.generated';
import {
  ProfileUpdateRequestDocument,
  ProfileUpdateRequestsDocument,
  ResolveProfileUpdateRequestDocument,
  type ResolveProfileUpdateRequestMutationVariables,
} from './ProfileRequests.generated';
import { ProfileRequestsPage } from './ProfileRequestsPage';

type Row = ProfileUpdateRequestRowFragment;
/** 23 requests, the first 3 pending (resolvable), the rest decided. */
const requests = (): Row[] =>
  Array.from({ length: 23 }, (_, i) =>
    profileRequestOf(i, i < 3 ? {} : { status: i % 4 === 0 ? 'REJECTED' : 'APPROVED', canResolve: false }),
  );

/** The gateway answers each page of `rows` (10 a page), and each of them by id, from now on. */
const listing = (rows: Row[]) =>
  server.use(
    api.query(ProfileUpdateRequestDocument, ({ variables }) => {
      const found = rows.find((r) => r.id === variables.id);
      return HttpResponse.json(
        found
          ? { data: { __typename: 'Query', profileUpdateRequest: found } }
          : { data: null, errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] },
      );
    }),
    api.query(ProfileUpdateRequestsDocument, ({ variables }) => {
      const page = variables.input.page ?? 1;
      return HttpResponse.json({
        data: profileRequestsPageOf(rows.slice((page - 1) * 10, page * 10), {
          page,
          totalCount: rows.length,
          pendingCount: rows.filter((r) => r.status === 'PENDING').length,
        }),
      });
    }),
  );

type Decision = ResolveProfileUpdateRequestMutationVariables['input'];
/** The gateway's answer to one decision: the request as decided (and `rows` listed from then on), or a refusal. */
const resolving = (sent: Decision[], decided: Row | null, rows?: Row[]) =>
  answerMutation(
    ResolveProfileUpdateRequestDocument,
    ({ variables }) => {
      sent.push(variables.input);
      if (rows) listing(rows);
      return {
        resolveProfileUpdateRequest: {
          __typename: 'ResolveProfileUpdateRequestPayload',
          request: decided,
          userErrors: decided
            ? []
            : [
                {
                  __typename: 'UserError',
                  field: 'id',
                  message: 'We were unable to process your request.',
                  code: 'REJECTED',
                },
              ],
        },
      };
    },
    { once: true },
  );

const open = (at = '/administration/profile-requests') =>
  renderRoute(<ProfileRequestsPage />, { path: '/administration/profile-requests', at });

const table = () => screen.findByRole('table', { name: 'Profile update requests' });

describe('profile update requests', () => {
  it('pages the requests and offers Approve and Reject only on pending ones', async () => {
    listing(requests());
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(screen.getByText('3 requests wait for you.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(3);
    await pressNext(2);
    expect(await screen.findByText('Page 3 of 3 (23 requests)')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  });

  it('approves one, and says when a request cannot be resolved', async () => {
    const rows = requests();
    const approved = { ...rows[0]!, status: 'APPROVED' as const, canResolve: false };
    const sent: Decision[] = [];
    listing(rows);
    server.use(resolving(sent, approved, [approved, ...rows.slice(1)]), resolving(sent, null));
    open();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Cost Center CC-100 for Employee 0' }));
    expect(await screen.findByText(/The change was approved/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Reject Cost Center CC-101 for Employee 1' }));
    expect(await screen.findByText('We were unable to process your request.')).toBeInTheDocument();
    expect(sent).toEqual([
      { id: '9001', decision: 'APPROVE' },
      { id: '9002', decision: 'REJECT' },
    ]);
  });

  it('rejects the request of an ?r= link once, and says when there is nothing to approve', async () => {
    const rows = requests();
    const sent: Decision[] = [];
    listing(rows);
    server.use(resolving(sent, { ...rows[1]!, status: 'REJECTED', canResolve: false }));
    open('/administration/profile-requests?r=9002');
    expect(await screen.findByText(/The change was rejected/)).toBeInTheDocument();
    expect(sent).toEqual([{ id: '9002', decision: 'REJECT' }]);
    listing([]);
    open();
    expect(await screen.findAllByText('You have no profile update requests to approve.')).not.toHaveLength(0);
  });

  it('shows the request of ?s= on whichever page it is, and resolves it from there while it is pending', async () => {
    const rows = requests();
    listing(rows);
    open('/administration/profile-requests?s=9021');
    const card = await screen.findByRole('region', { name: 'Request 9021' });
    expect(within(card).getByText('CC-120')).toBeInTheDocument();
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const sent: Decision[] = [];
    server.use(resolving(sent, { ...rows[0]!, status: 'APPROVED', canResolve: false }));
    open('/administration/profile-requests?s=9001');
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Request 9001' })).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() => expect(sent).toEqual([{ id: '9001', decision: 'APPROVE' }]));
  });

  it('says so when the request of ?s= is not one of the viewer’s', async () => {
    listing(requests());
    open('/administration/profile-requests?s=1234');
    expect(await screen.findByText('Request 1234 was not found among yours.')).toBeInTheDocument();
  });
});
