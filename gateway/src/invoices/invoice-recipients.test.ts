// The e-mail invoice modal's recipients, over the typed fake ERP: the viewer first, then their company's
// active users as the ERP lists them (GET /users/{customerNumber}); refused where invoices are.
import { describe, expect, it } from 'vitest';
import type { components } from '../erp/generated/openapi.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, PERSONA_USERS, principalOfUser } from '../testing/erp-answers/account.ts';

const RECIPIENTS = '{ invoiceRecipients { name email isViewer } }';
type Row = components['schemas']['UserListRow'];
type Recipients = { invoiceRecipients: { name: string; email: string; isViewer: boolean }[] };

const row = (id: number, username: string, name: string): Row => ({
  id,
  username,
  name,
  phone: null,
  customer_number: '10001',
  customer_name: 'Acme Manufacturing',
  roles: ['ROLE_USER'],
  is_supervisor: false,
  active: true,
  created: null,
});

describe('invoice recipients', () => {
  it('offers the viewer first, then every active colleague by name', async () => {
    const buyer = PERSONA_USERS.buyer();
    const colleagues = [
      row(3, 'admin@acme.example', 'Ada Admin'),
      row(2, 'approver@acme.example', 'Alan Approver'),
      row(buyer.id, buyer.username, buyer.name),
      ...Array.from({ length: 270 }, (_, i) => row(1000 + i, `roster${i}@acme.example`, `Roster ${i}`)),
    ];
    const gateway = await unitGateway(
      {
        'GET /user/{id}': () => buyer,
        'GET /users/{customerNumber}': () => ({ users: colleagues, meta: { total_items: 273, current_items: 273 } }),
      },
      { principal: principalOfUser(buyer) },
    );
    const result = await gateway.run<Recipients>(RECIPIENTS);
    const recipients = result.data!.invoiceRecipients;
    expect(recipients[0]).toEqual({ name: buyer.name, email: buyer.username, isViewer: true });
    expect(recipients).toHaveLength(273);
    expect(recipients.filter((r) => r.email === buyer.username)).toHaveLength(1);
    expect(recipients[1]).toEqual({ name: 'Ada Admin', email: 'admin@acme.example', isViewer: false });
    expect(gateway.callsTo('GET /users/{customerNumber}')[0]?.path).toBe('/users/10001');
  });

  it('is refused to users who may not see orders or invoices', async () => {
    const noHistory = erpUser({
      id: 53,
      username: 'nohistory@acme.example',
      open_invoices: false,
      order_history: false,
      paid_invoices: false,
    });
    const gateway = await unitGateway({ 'GET /user/{id}': () => noHistory }, { principal: principalOfUser(noHistory) });
    expect((await gateway.run(RECIPIENTS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
