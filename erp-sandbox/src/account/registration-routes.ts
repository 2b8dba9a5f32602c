import { HttpError, reply } from '../http/router.ts';
import { objectBody, type App, type Route } from '../app.ts';
import { hashPassword, randomSalt } from '../auth/password.ts';
import type { Customer, StoredUser } from '../data/types.ts';
import { customerMaster } from '../checkout/customer-settings.ts';
import { newApplication } from '../tools/applications.ts';
import { authenticate } from '../http/server.ts';
import { createByAdmin } from '../users/routes.ts';
import { newUserHome, saveUser, userById } from '../users/directory.ts';
import { accountState, findUser, newResetHash, RESET_LINK_TTL_MS, sendMail } from './account-state.ts';

/** Customers whose segment is cash on delivery (they cannot register for web ordering). */
export const CASH_ON_DELIVERY_CUSTOMERS = ['10008'] as const;

/** Staff who have no web account yet but are known to HR; seeded staff users count too. */
export const KNOWN_ASSOCIATES: Record<string, string> = {
  'riley.rep@vallen.example': 'Riley Rep',
  'sam.sourcing@vallen.example': 'Sam Sourcing',
};

export const RESET_EXPIRED = 'Link has expired, please reset your password.';
const MAX_FILE_BASE64 = 700_000;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function newUser(app: App, id: number, c: Customer, body: Record<string, unknown>, username: string): StoredUser {
  return {
    id,
    username,
    name: str(body.name),
    phone: str(body.phone) || null,
    phone_extension: str(body.phone_extension) || null,
    customer_number: c.customer_number,
    default_customer_number: c.customer_number,
    customer_name: c.name,
    customer_type: str(body.regType) === 'new' ? 'customer' : str(body.regType),
    roles: ['ROLE_USER'],
    is_supervisor: false,
    is_vallen: str(body.regType) === 'vallen',
    can_multiview: false,
    allowedCompanies: [{ id: 1, customerNumber: c.customer_number, customerName: c.name }],
    catalog: [...c.catalogs],
    catalog_meta_data: c.catalogs.map((cat) => ({ catalog: cat, name: cat, imageUrl: null })),
    site_csr: null,
    custom_landing_page: null,
    active: false,
    ...newUserHome(app, username),
    company_number: c.company_number,
    warehouse: c.warehouse,
    shipto_id: c.shipTos[0]?.shipto ?? null,
    user_type: 'standard',
    workflow_currency: c.workflow_currency,
    can_submit_orders: true,
    can_submit_quotes: true,
    can_submit_non_stock: false,
    can_share_cart: true,
    can_edit_ship_to: false,
    can_edit_bill_to: false,
    require_cc: false,
    disable_cc: false,
    express_checkout: false,
    order_history: true,
    review_quotes: true,
    open_invoices: true,
    paid_invoices: true,
    spend_limit: null,
    supervisor_ids: [],
    passwordHash: hashPassword(str(body.password), randomSalt()),
  };
}

/** Registration, recovery, customer applications and support mail: the public (no token) account calls. */
export function registrationRoutes(app: App): Route[] {
  return [
    {
      method: 'GET',
      template: '/customer/master/{customerNumber}',
      auth: false,
      handler: (ctx) => {
        const c = app.ds.customers.get(ctx.params.customerNumber!);
        if (!c) throw new HttpError(404, 'Customer not found.');
        return customerMaster(c);
      },
    },
    {
      method: 'GET',
      template: '/customer-segment/{id}',
      auth: false,
      handler: (ctx) => {
        const c = app.ds.customers.get(ctx.params.id!);
        if (!c) throw new HttpError(404, 'Customer not found.');
        const cod = (CASH_ON_DELIVERY_CUSTOMERS as readonly string[]).includes(c.customer_number);
        return { id: c.customer_number, segment: cod ? 'COD' : c.open_browse ? 'OPEN_BROWSE' : 'STANDARD' };
      },
    },
    {
      method: 'GET',
      template: '/associate/status/{id}',
      auth: false,
      handler: (ctx) => {
        const email = ctx.params.id!.trim().toLowerCase();
        const staff = app.ds.usersByName.get(email);
        const name = staff?.is_vallen ? staff.name : KNOWN_ASSOCIATES[email];
        if (!name) throw new HttpError(404, 'Associate not found.');
        return { email, name, active: true };
      },
    },
    {
      method: 'POST',
      template: '/user',
      auth: false,
      handler: (ctx) => {
        // With a bearer token this is an administrator adding a user (users/routes.ts).
        if (ctx.req.headers.authorization) return createByAdmin(app, authenticate(app, ctx.req), ctx);
        const body = objectBody(ctx);
        const username = str(body.username).toLowerCase();
        if (!username || !str(body.password) || !str(body.name))
          throw new HttpError(400, 'username, name and password are required.');
        if (findUser(app, username)) throw new HttpError(409, `There is already an account for ${username}`);
        const c = app.ds.customers.get(str(body.customer_number));
        if (!c) throw new HttpError(400, 'Unknown customer number.');
        const state = accountState(app);
        const user = newUser(app, state.nextUserId++, c, body, username);
        state.registered.set(username, user);
        sendMail(app, {
          kind: 'registration',
          to: username,
          subject: 'Your registration is pending review',
          link: null,
          body: { customer_number: c.customer_number },
        });
        return reply(201, {
          id: user.id,
          username,
          active: false,
          message: 'Your account has been successfully created.',
        });
      },
    },
    {
      method: 'PUT',
      template: '/user/{username}/hash',
      auth: false,
      handler: (ctx) => {
        const body = objectBody(ctx);
        const user = findUser(app, ctx.params.username!);
        if (!user) throw new HttpError(404, 'User not found.');
        const callback = str(body.callback);
        if (!/^https?:\/\//.test(callback)) throw new HttpError(400, 'A callback URL is required.');
        const hash = newResetHash();
        const { resetLinks } = accountState(app);
        // Only the newest link works: issuing one voids the user's earlier ones.
        for (const [earlier, link] of resetLinks) if (link.username === user.username) resetLinks.delete(earlier);
        resetLinks.set(hash, {
          hash,
          username: user.username,
          expiresAt: Date.now() + RESET_LINK_TTL_MS,
          used: false,
        });
        const join = callback.includes('?') ? '&' : '?';
        const username = encodeURIComponent(user.username);
        // The store's first-time password page (/reset-welcome?u&p) is the welcome of a user an
        // administrator created with 'force user to create password'; any other page is a reset.
        if (new URL(callback).pathname.endsWith('/reset-welcome')) {
          const link = `${callback}${join}u=${username}&p=${hash}`;
          sendMail(app, {
            kind: 'welcome',
            to: user.username,
            subject: 'Welcome! Create your password',
            link,
            body: {},
          });
          return { sent: true };
        }
        const link = `${callback}${join}h=${hash}&u=${username}&i=${user.id}`;
        sendMail(app, { kind: 'password-reset', to: user.username, subject: 'Reset your password', link, body: {} });
        return { sent: true };
      },
    },
    {
      method: 'PUT',
      template: '/user/{username}/hash/{hash}',
      auth: false,
      handler: (ctx) => {
        const body = objectBody(ctx);
        const password = typeof body.password === 'string' ? body.password : '';
        if (!password) throw new HttpError(400, 'A password is required.');
        const state = accountState(app);
        const link = state.resetLinks.get(ctx.params.hash!);
        const user = findUser(app, ctx.params.username!);
        if (!link || !user || link.used || link.username !== user.username || link.expiresAt <= Date.now()) {
          throw new HttpError(410, RESET_EXPIRED);
        }
        link.used = true;
        state.passwordHashes.set(user.id, hashPassword(password, randomSalt()));
        // The user has made their own password: no longer forced to.
        if (user.force_reset && userById(app, user.id)) saveUser(app, { ...user, force_reset: false });
        return { message: 'Password successfully updated.' };
      },
    },
    {
      method: 'POST',
      template: '/customer-application',
      auth: false,
      handler: (ctx) => {
        const body = objectBody(ctx);
        if (!str(body.company_name) || !str(body.email) || !str(body.customer_type)) {
          throw new HttpError(400, 'customer_type, company_name and email are required.');
        }
        const state = accountState(app);
        const application = newApplication(state.applications, body);
        state.applications.push(application);
        sendMail(app, {
          kind: 'customer-application',
          to: str(body.email),
          subject: 'Application Pending',
          link: null,
          body: { id: application.id },
        });
        return reply(201, { id: application.id, status: application.status });
      },
    },
    {
      method: 'POST',
      template: '/support',
      auth: false,
      handler: (ctx) => {
        const body = objectBody(ctx);
        const required = ['mail_inquiry', 'mail_name', 'mail_from', 'mail_city', 'mail_state', 'mail_message'];
        if (required.some((k) => !str(body[k]))) throw new HttpError(400, 'Required fields are missing');
        const file = body.file as { filename?: unknown; data?: unknown } | undefined;
        if (
          file !== undefined &&
          (typeof file?.filename !== 'string' || typeof file.data !== 'string' || file.data.length > MAX_FILE_BASE64)
        ) {
          throw new HttpError(400, 'The attached file must be base64 with a file name, at most 500 KB.');
        }
        sendMail(app, {
          kind: 'support',
          to: str(body.mailbox) || 'support@vallen.example',
          subject: `Inquiry: ${str(body.mail_inquiry)}`,
          link: null,
          body: {
            ...body,
            file: file ? { filename: file.filename, bytes: Buffer.from(String(file.data), 'base64').length } : null,
          },
        });
        return reply(201, { sent: true });
      },
    },
  ];
}

/** Test control: the mail the sandbox sent, and ageing reset links so the expired path can be exercised. */
export function accountControlRoutes(app: App): Route[] {
  return [
    { method: 'GET', template: '/__sandbox/mail', auth: false, handler: () => [...accountState(app).mail].reverse() },
    {
      method: 'POST',
      template: '/__sandbox/reset-links/expire',
      auth: false,
      handler: () => {
        for (const link of accountState(app).resetLinks.values()) link.expiresAt = 0;
        return reply(204);
      },
    },
  ];
}
