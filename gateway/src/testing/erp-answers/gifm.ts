// Test-only: typed ERP answers of Get it for Me: the request the ERP keeps (POST /gifm, GET /gifm/,
// DELETE /gifm/{id}), made from what the gateway sent.
import type { ErpBody } from '../../erp/erp-api.ts';
import type { ErpGifmRequest } from '../../erp/types.ts';

/** The request as POST /gifm answers `sent`, entered as `order_number`. */
export const erpGifmRequest = (
  sent: ErpBody<'post', '/gifm'>,
  overrides: Partial<ErpGifmRequest> = {},
): ErpGifmRequest => ({
  id: 'gifm-1',
  order_type: sent.order_type,
  order_number: sent.order_type === 'O' ? '7100001' : '7200001',
  user_id: 101,
  customer_number: '10001',
  po: sent.po ?? null,
  comment: sent.comment ?? null,
  status: 'open',
  created_on: '2026-11-25T10:00:00Z',
  items: sent.items.map((item) => ({
    manufacturer: item.manufacturer,
    partNumber: item.partNumber ?? null,
    description: item.description,
    qty: item.qty,
    uom: item.uom,
    lastPaid: item.lastPaid ?? null,
    siteUrl: item.siteUrl ?? null,
    requiredDate: item.requiredDate ?? null,
    files: (item.files ?? []).map((file) => ({
      fileName: file.fileName,
      size: Buffer.byteLength(file.content, 'base64'),
    })),
  })),
  ...overrides,
});
