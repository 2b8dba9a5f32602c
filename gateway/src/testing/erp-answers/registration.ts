// Test-only: the ERP's answers to registration's checks (customer master and segment, account status,
// associates, the new user), as the sandbox answers them for its seeded customers and people
// (erp-sandbox/src/data/). A test states the customer and people it is about.
import type { components } from '../../erp/generated/openapi.ts';
import type { FakeRoutes } from '../fake-erp.ts';
import { erpError } from '../fake-erp.ts';

type Master = components['schemas']['CustomerMaster'];

export const erpCustomerMaster = (overrides: Partial<Master> = {}): Master => ({
  customerNumber: '10001',
  customerName: 'Acme Fabrication',
  customerNameAlt: null,
  addr: '100 Industrial Way',
  addr2: null,
  addr3: null,
  city: 'Springfield',
  state: 'IL',
  zipcd: '62701',
  ...overrides,
});

type Registry = {
  /** Customer numbers the ERP knows, with their segment (STANDARD unless given). */
  customers?: Record<string, 'STANDARD' | 'COD' | 'OPEN_BROWSE'>;
  /** Existing accounts by e-mail: whether active. */
  accounts?: Record<string, boolean>;
  /** Known associates' e-mails. */
  associates?: string[];
};

/** The registration routes over a small registry: unknown numbers, accounts and associates are 404s. */
export const registrationErp = ({ customers = {}, accounts = {}, associates = [] }: Registry): FakeRoutes => ({
  'GET /customer/master/{customerNumber}': ({ path }) => {
    const number = path.split('/').pop()!;
    if (!(number in customers)) throw erpError(404, 'Customer not found.');
    return erpCustomerMaster({ customerNumber: number });
  },
  'GET /customer-segment/{id}': ({ path }) => {
    const id = path.split('/').pop()!;
    if (!(id in customers)) throw erpError(404, 'Customer not found.');
    return { id, segment: customers[id]! };
  },
  'GET /user/status/{id}': ({ path }) => {
    const email = decodeURIComponent(path.split('/').pop()!);
    if (!(email in accounts)) throw erpError(404, 'User not found.');
    return { active: accounts[email]!, errorMessage: null };
  },
  'GET /associate/status/{id}': ({ path }) => {
    const email = decodeURIComponent(path.split('/').pop()!);
    if (!associates.includes(email)) throw erpError(404, 'Associate not found.');
    return { email, name: 'Riley Rep', active: true };
  },
  // The sandbox registers every new user pending review.
  'POST /user': ({ body }) => ({
    id: 900,
    username: (body as { username: string }).username,
    active: false,
    message: 'Registered; pending review.',
  }),
});
