import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { cartHandlers } from './handlers/cart';
import { catalogHandlers } from './handlers/catalog';
import { checkoutHandlers } from './handlers/checkout';
import { orderHandlers } from './handlers/orders';
import { approvalHandlers } from './handlers/approvals';
import { contentHandlers } from './handlers/content';
import { gifmHandlers } from './handlers/gifm';
import { guestHandlers } from './handlers/guest';
import { accountHandlers } from './handlers/account';
import { shellHandlers } from './handlers/shell';
import { notificationHandlers } from './handlers/notifications';

export const server = setupServer(
  ...authHandlers,
  ...catalogHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...approvalHandlers,
  ...contentHandlers,
  ...gifmHandlers,
  ...guestHandlers,
  ...accountHandlers,
  ...shellHandlers,
  ...notificationHandlers,
);
