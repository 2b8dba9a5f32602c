import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_MESSAGES, newsletterEmailError } from '@mro/rules/newsletter';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { SubscribeToNewsletterDocument } from './Newsletter.generated';

/**
 * The footer's newsletter sign-up for guests (docs/spec/storefront.md §2.3, §7: list 75798). The field's label must not
 * say "e-mail": the login and registration forms on the same pages are found by that label.
 */
export function NewsletterSignUp() {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const subscribe = useMutationWithErrors(SubscribeToNewsletterDocument, (data) => data.subscribeToNewsletter, {
    failed: NEWSLETTER_MESSAGES.failed,
    succeeded: (payload) => Boolean(payload.message),
    fieldOf: (field) => (field === 'email' ? 'email' : null),
  });
  const ruleError = submitted ? newsletterEmailError(email) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setThanks(null);
    if (newsletterEmailError(email) || subscribe.loading) return;
    const outcome = await subscribe.run({ variables: { input: { email: email.trim() } } });
    if (outcome.ok) {
      setThanks(outcome.payload.message);
      setEmail('');
      setSubmitted(false);
    }
  }

  return (
    <Form className="newsletter-sign-up" onSubmit={submit} validationBehavior="aria" aria-label="Newsletter sign-up">
      <TextField
        label="Subscribe to our newsletter"
        placeholder="name@example.com"
        type="email"
        autoComplete="email"
        value={email}
        maxLength={NEWSLETTER_EMAIL_MAX}
        onChange={(value) => {
          setEmail(value);
          setThanks(null);
        }}
        error={ruleError ?? subscribe.fieldErrors.email ?? null}
      />
      <Button type="submit" isDisabled={subscribe.loading}>
        Subscribe
      </Button>
      {subscribe.failure && !subscribe.fieldErrors.email && <Alert tone="error">{subscribe.failure}</Alert>}
      {/* Only while thanking: an empty live region in every guest footer would be one more 'status' on each page. */}
      {thanks && <p role="status">{thanks}</p>}
    </Form>
  );
}
