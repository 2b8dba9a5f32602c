import type { ReactNode } from 'react';
import { APPLICATION_MESSAGES, REGISTRATION_MESSAGES } from '@mro/rules/registration';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../lib/usePageTitle';

/** The page a visitor lands on once customer service has their request: what was received, what comes next. */
function PendingNotice({ title, received, children }: { title: string; received: string; children: ReactNode }) {
  usePageTitle(title);
  const id = `${title.toLowerCase().replace(/ /g, '-')}-title`;
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <Alert tone="success">{received}</Alert>
      <p>{children}</p>
      <p>
        <Link to="/">Return to the home page</Link>
      </p>
    </section>
  );
}

export function PendingPage() {
  return (
    <PendingNotice title="Registration Pending" received={REGISTRATION_MESSAGES.created}>
      Customer service reviews every new account. You will receive an e-mail as soon as your account is activated; you
      can then log in with your work e-mail and password.
    </PendingNotice>
  );
}

export function ApplicationPendingPage() {
  return (
    <PendingNotice title="Application Pending" received={APPLICATION_MESSAGES.submitted}>
      Customer service reviews your application and will e-mail you your customer number. You can then register for
      online ordering.
    </PendingNotice>
  );
}
