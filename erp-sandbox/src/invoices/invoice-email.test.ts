import { describe, expect } from 'vitest';
import { it } from '../testing.ts';
import { PERSONAS } from '../data/personas.ts';
import { NOT_A_COLLEAGUE } from './routes.ts';

describe('GET /invoices/send_invoice_email', () => {
  it('mails only to the caller or an active user of their customer, never an outside address', async ({ t }) => {
    const token = await t.login(PERSONAS.buyer.username);
    const paid = await t.call('GET', '/invoices/paid?customerNumber=10001', { token });
    const [invoice] = (paid.body as { data: { orderNumber: number; orderSuffix: number }[] }).data;
    expect(invoice).toBeDefined();
    const orderNumber = `${invoice?.orderNumber}-${String(invoice?.orderSuffix).padStart(2, '0')}`;
    const send = (userEmail: string) =>
      t.call(
        'GET',
        `/invoices/send_invoice_email?orderNumber=${orderNumber}&customerNumber=10001&userEmail=${encodeURIComponent(userEmail)}`,
        { token },
      );
    for (const outside of ['attacker@evil.example', PERSONAS.globex.username, PERSONAS.disabled.username]) {
      expect(await send(outside)).toMatchObject({ status: 400, body: { message: NOT_A_COLLEAGUE } });
    }
    for (const colleague of [PERSONAS.buyer.username, PERSONAS.approver.username]) {
      expect(await send(colleague)).toMatchObject({ status: 200, body: { data: { error: 0 } } });
    }
  });
});
