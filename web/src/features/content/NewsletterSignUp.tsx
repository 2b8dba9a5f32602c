import { useWatch } from 'react-hook-form';
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_MESSAGES, newsletterFormErrors } from '@mro/rules/newsletter';
import { Alert } from '../../ui/Alert';
import { RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextField } from '../../lib/forms/FormTextField';
import { fieldIn, showFieldErrors, useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { SubscribeToNewsletterDocument } from './Newsletter.generated';
import './newsletter.css';

type Values = { email: string };
const fieldOf = fieldIn(['email']);

/**
 * The footer's newsletter sign-up for guests (docs/spec/storefront.md §2.3, §7: list 75798). The field's label must not
 * say "e-mail": the login and registration forms on the same pages are found by that label.
 */
export function NewsletterSignUp() {
  const form = useRulesForm<Values>({ defaultValues: { email: '' }, validate: newsletterFormErrors });
  const subscribe = useMutationWithErrors(SubscribeToNewsletterDocument, (data) => data.subscribeToNewsletter, {
    failed: NEWSLETTER_MESSAGES.failed,
    succeeded: (payload) => Boolean(payload.message),
    fieldOf,
  });
  // The thanks stay until the guest types again (the field is emptied on success).
  const typed = useWatch({ control: form.control, name: 'email' });
  const thanks = !typed ? subscribe.payload?.message : null;

  async function submit({ email }: Values) {
    const outcome = await subscribe.run({ variables: { input: { email: email.trim() } } });
    if (outcome.ok) form.reset();
    else showFieldErrors(form, outcome, fieldOf);
  }

  return (
    <RulesForm form={form} onSubmit={submit} className="newsletter-sign-up" aria-label="Newsletter sign-up">
      <FormTextField
        control={form.control}
        name="email"
        label="Subscribe to our newsletter"
        placeholder="name@example.com"
        type="email"
        autoComplete="email"
        maxLength={NEWSLETTER_EMAIL_MAX}
      />
      <SubmitButton form={form} isDisabled={subscribe.loading}>
        Subscribe
      </SubmitButton>
      {subscribe.failure && !subscribe.fieldErrors.email && <Alert tone="error">{subscribe.failure}</Alert>}
      {/* Only while thanking: an empty live region in every guest footer would be one more 'status' on each page. */}
      {thanks && <p role="status">{thanks}</p>}
    </RulesForm>
  );
}
