import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { ButtonLink, Link } from '../ui/Link';
import { friendlyError } from '../lib/apolloErrors';
import { messages } from '../lib/messages';
import { usePageTitle } from '../lib/usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  const navigate = useNavigate();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page Not Found</h1>
      <p>{messages.notFound}</p>
      <div className="form-actions">
        <Button variant="secondary" onPress={() => void navigate(-1)}>
          Go Back
        </Button>
        <ButtonLink to="/">Home</ButtonLink>
      </div>
    </section>
  );
}

export function UnauthorizedPage() {
  usePageTitle(messages.accessDenied);
  return (
    <section aria-labelledby="denied-title">
      <h1 id="denied-title">{messages.accessDenied}</h1>
      <p>You do not have permission to view this page.</p>
      <ButtonLink to="/contact-us">Contact Support</ButtonLink>
    </section>
  );
}

/** A page that failed to render: never a blank page. `standalone` when the layout itself failed (own landmark). */
export function ErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  usePageTitle('Error');
  const text = friendlyError(error instanceof Error ? error : undefined, messages.unexpectedError);
  const content = (
    <>
      <h1>Something went wrong</h1>
      <p role="alert">{text}</p>
      <p>
        <Link to="/" reloadDocument>
          Go to the home page
        </Link>
      </p>
    </>
  );
  return standalone ? <main id="main">{content}</main> : content;
}

/**
 * Catches what a page throws while rendering (a failed query surfaced as an error, a page's code that
 * failed to load) and shows the error page; the next navigation tries again. The store uses the
 * declarative router, which has no route errorElement.
 */
export function RouteErrorBoundary({ standalone = false, children }: { standalone?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallbackRender={({ error }) => <ErrorPage error={error} standalone={standalone} />}
    >
      {children}
    </ErrorBoundary>
  );
}
