import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import type { ContactInquiry } from '../../generated/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormSelect, FormTextArea, FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { messages } from '../../lib/messages';
import { fileToBase64 } from '../../lib/fileToBase64';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { US_STATES } from '../../lib/usStates';
import { ContactViewerDocument, SendContactMessageDocument } from './Content.generated';
import { CONTACT_FILE_MAX_BYTES, CONTACT_MESSAGES, contactFormErrors } from '@mro/rules/contact';
import { EMPTY_CONTACT, INQUIRY_LABELS, isContactInquiry, type ContactValues } from './contactRules';

const INQUIRY_OPTIONS = Object.entries(INQUIRY_LABELS).map(([value, label]) => ({ value, label }));
const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));
const FROM_VIEWER = ['name', 'email', 'phone'] as const;

/** The 'Send us a Message' form (docs/spec/storefront.md §2.8); `inquiry` preselects the kind (support, feedback). */
export function ContactForm({
  inquiry,
  onSent,
  onCancel,
}: {
  inquiry?: ContactInquiry;
  onSent: (message: string) => void;
  onCancel?: () => void;
}) {
  const form = useRulesForm<ContactValues>({
    defaultValues: { ...EMPTY_CONTACT, inquiry: inquiry ?? '' },
    validate: contactFormErrors,
  });
  const { errors } = useFormState({ control: form.control });
  const [file, setFile] = useState<File | null>(null);
  const send = useMutationWithErrors(SendContactMessageDocument, (data) => data.sendContactMessage, {
    failed: messages.unexpectedError,
    succeeded: (payload) => Boolean(payload.message),
  });
  const viewer = useQuery(ContactViewerDocument).data?.viewer;
  // A logged-in user's name, e-mail and phone are filled in for them, where they have typed nothing.
  useEffect(() => {
    if (!viewer) return;
    const known = { name: viewer.name, email: viewer.username, phone: viewer.phone };
    for (const key of FROM_VIEWER)
      if (!form.getFieldState(key).isDirty && !form.getValues(key)) form.setValue(key, known[key] ?? '');
  }, [viewer, form]);

  const fileError = file && file.size > CONTACT_FILE_MAX_BYTES ? CONTACT_MESSAGES.fileTooLarge : null;
  const missing = Object.values(errors).some((error) => error?.message === CONTACT_MESSAGES.missing);

  async function submit(values: ContactValues) {
    if (fileError || !isContactInquiry(values.inquiry)) return;
    const attachment = file
      ? await fileToBase64(file).then(
          (base64) => ({ filename: file.name, base64 }),
          () => null,
        )
      : null;
    if (file && !attachment) return send.setFailure(messages.unexpectedError);
    const outcome = await send.run({
      variables: {
        input: {
          inquiry: values.inquiry,
          name: values.name,
          email: values.email,
          phone: values.phone || null,
          city: values.city,
          state: values.state,
          message: values.message,
          file: attachment,
        },
      },
    });
    if (outcome.ok && outcome.payload.message) onSent(outcome.payload.message);
  }

  const { control } = form;
  return (
    <RulesForm form={form} onSubmit={submit} aria-label="Send us a Message">
      {missing && <Alert tone="error">{CONTACT_MESSAGES.missing}</Alert>}
      <FormAlert failures={send.failures} />
      <FormSelect
        control={control}
        name="inquiry"
        label="Inquiry Type"
        options={INQUIRY_OPTIONS}
        placeholder="Select an inquiry type"
        isRequired
      />
      <FormTextField control={control} name="name" label="Name" isRequired autoComplete="name" maxLength={100} />
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        isRequired
        autoComplete="email"
        maxLength={100}
      />
      <FormTextField
        control={control}
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        maxLength={25}
      />
      <FormTextField
        control={control}
        name="city"
        label="City"
        isRequired
        autoComplete="address-level2"
        maxLength={100}
      />
      <FormSelect
        control={control}
        name="state"
        label="State"
        options={STATE_OPTIONS}
        placeholder="Select a state"
        isRequired
      />
      <FormTextArea control={control} name="message" label="Message" isRequired maxLength={5000} />
      <FileField
        label="Attachment (optional)"
        description="One file, at most 64 KB."
        error={fileError}
        onFiles={(files) => setFile(files[0] ?? null)}
      />
      <div className="form-actions">
        <SubmitButton form={form} isDisabled={send.loading}>
          {send.loading ? 'Sending…' : 'Send Message'}
        </SubmitButton>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </RulesForm>
  );
}
