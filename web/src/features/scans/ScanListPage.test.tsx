import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerMutation, api } from '../../testing/api';
import { scanRowOf, scansQueryOf } from '../../testing/factories/scans';
import { renderRoute } from '../../testing/renderRoute';
import { server } from '../../testing/server';
import { DeleteScanDocument, ScansDocument, type DeleteScanMutationVariables } from './Scans.generated';
import { ScanListPage } from './ScanListPage';

/** The Archived tab over `rows`, the gateway dropping what is deleted; returns the deletes the page sent. */
const archived = (rows = [scanRowOf(), scanRowOf({ id: '6002', orderNumbers: ['1000123-00'] })]) => {
  let listed = rows;
  const deletes: DeleteScanMutationVariables['input'][] = [];
  server.use(
    api.query(ScansDocument, () => HttpResponse.json({ data: scansQueryOf(listed) })),
    answerMutation(DeleteScanDocument, ({ variables }) => {
      deletes.push(variables.input);
      listed = listed.filter((row) => row.id !== variables.input.id);
      return { deleteScan: { __typename: 'DeleteScanPayload', deletedScanId: variables.input.id, userErrors: [] } };
    }),
  );
  renderRoute(<ScanListPage />, { path: '/my-account/scan-to-web', at: '/my-account/scan-to-web?status=0' });
  return deletes;
};

describe('the archived scans', () => {
  it('delete a scan never ordered after a confirmation; an ordered scan offers no delete', async () => {
    const deletes = archived();
    const table = await screen.findByRole('table', { name: 'Archived scans' });
    expect(within(table).queryByRole('button', { name: 'Delete scan 6002' })).not.toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Delete scan 6001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete scan 6001' });
    expect(within(dialog).getByText('Delete this scan? A deleted scan cannot be reactivated.')).toBeInTheDocument();
    expect(deletes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Scan' }));
    expect(await screen.findByText('Scan deleted')).toBeInTheDocument();
    expect(deletes).toEqual([{ id: '6001' }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: '6001' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '6002' })).toBeInTheDocument();
  });
});
