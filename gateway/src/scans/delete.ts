// Deleting a scan (DELETE /scan-to-web/{id}): only an archived scan of the viewer's customer that was
// never ordered (@mro/rules/scans mayDeleteScan); anything else stays, so it can be reactivated.
import type { GatewayContext } from '../context.ts';
import { erpUserError, userError } from '../common/errors.ts';
import { ErpHttpError, ErpUnavailableError } from '../erp/errors.ts';
import type { UserError } from '../generated/resolvers-types.ts';
import { mayDeleteScan, SCAN_MESSAGES } from '@mro/rules/scans';
import { isPayload, ownScan } from './scans-provider.ts';

export type DeleteScanPayload = { deletedScanId: string | null; userErrors: UserError[] };

export async function deleteScan(context: GatewayContext, id: string): Promise<DeleteScanPayload> {
  const scan = await ownScan(context, id);
  if (isPayload(scan)) return { deletedScanId: null, userErrors: scan.userErrors };
  if (!mayDeleteScan({ status: scan.status === 1 ? 'ACTIVE' : 'ARCHIVED', orderNumbers: scan.order_number }))
    return { deletedScanId: null, userErrors: [userError('INVALID_INPUT', SCAN_MESSAGES.deleteRefused)] };
  try {
    await context.erp.delete('/scan-to-web/{id}', { path: { id } });
    return { deletedScanId: id, userErrors: [] };
  } catch (error) {
    if (error instanceof ErpUnavailableError || (error instanceof ErpHttpError && error.status >= 500))
      return { deletedScanId: null, userErrors: [userError('UPSTREAM_UNAVAILABLE', SCAN_MESSAGES.deleteFailed)] };
    return { deletedScanId: null, userErrors: [erpUserError(error)] };
  }
}
