import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import type { ContactInquiry } from '../../generated/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { NativeSelect } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { messages } from '../../lib/messages';
import { fileToBase64 } from '../../lib/fileToBase64';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { US_STATES } from '../../lib/usStates';
import { ContactViewerDocument, SendContactMessageDocument } from './Content.generated';
import {
  CONTACT_FILE_MAX_BYTES,
  CONTACT_MESSAGES,
  contactEmailError,
  missingContactFields,
  type ContactRequiredField,
} from '@mro/rules/contact';
import { EMPTY_CONTACT, INQUIRY_LABELS, isContactInquiry, type ContactValues } from './contactRules';

const INQUIRY_OPTIONS = Object.entries(INQUIRY_LABELS).map(([value, label]) => ({ value, label }));
const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

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
  const [typed, setTyped] = useState<ContactValues>({ ...EMPTY_CONTACT, inquiry: inquiry ?? '' });
  const [edited, setEdited] = useState<ReadonlySet<keyof ContactValues>>(new Set());
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const send = useMutationWithErrors(SendContactMessageDocument, (data) => data.sendContactMessage, {
    failed: messages.unexpectedError,
    succeeded: (payload) => Boolean(payload.message),
  });
  const set = (key: Exclude<keyof ContactValues, 'inquiry'>) => (value: string) => {
    setTyped((v) => ({ ...v, [key]: value }));
    setEdited((keys) => new Set(keys).add(key));
  };
  const viewer = useQuery(ContactViewerDocument).data?.viewer;
  // A logged-in user's name, e-mail and phone are filled in for them until they edit those fields.
  const filled = (key: 'name' | 'email' | 'phone', fromViewer: string | null | undefined) =>
    edited.has(key) ? typed[key] : typed[key] || (fromViewer ?? '');
  const values: ContactValues = {
    ...typed,
    name: filled('name', viewer?.name),
    email: filled('email', viewer?.username),
    phone: filled('phone', viewer?.phone),
  };

  const missing = missingContactFields(values);
  const emailError = contactEmailError(values.email);
  const fileError = file && file.size > CONTACT_FILE_MAX_BYTES ? CONTACT_MESSAGES.fileTooLarge : null;
  const requiredError = (key: ContactRequiredField) =>
    submitted && missing.includes(key) ? CONTACT_MESSAGES.missing : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    send.setFailure(null);
    const chosen = values.inquiry;
    if (missing.length > 0 || chosen === '' || emailError || fileError || send.loading) return;
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
          inquiry: chosen,
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

  return (
    <Form onSubmit={submit} validationBehavior="aria" aria-label="Send us a Message">
      {submitted && missing.length > 0 && <Alert tone="error">{CONTACT_MESSAGES.missing}</Alert>}
      {send.failure && <Alert tone="error">{send.failure}</Alert>}
      <NativeSelect
        label="Inquiry Type"
        value={values.inquiry}
        options={INQUIRY_OPTIONS}
        onChange={(value) => setTyped((v) => ({ ...v, inquiry: isContactInquiry(value) ? value : '' }))}
        placeholder="Select an inquiry type"
        error={requiredError('inquiry')}
        isRequired
      />
      <TextField
        label="Name"
        value={values.name}
        onChange={set('name')}
        error={requiredError('name')}
        isRequired
        autoComplete="name"
        maxLength={100}
      />
      <TextField
        label="E-mail"
        type="email"
        value={values.email}
        onChange={set('email')}
        error={requiredError('email') ?? (submitted ? emailError : null)}
        isRequired
        autoComplete="email"
        maxLength={100}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        value={values.phone}
        onChange={set('phone')}
        autoComplete="tel"
        maxLength={25}
      />
      <TextField
        label="City"
        value={values.city}
        onChange={set('city')}
        error={requiredError('city')}
        isRequired
        autoComplete="address-level2"
        maxLength={100}
      />
      <NativeSelect
        label="State"
        value={values.state}
        options={STATE_OPTIONS}
        onChange={set('state')}
        placeholder="Select a state"
        error={requiredError('state')}
        isRequired
      />
      <TextArea
        label="Message"
        value={values.message}
        onChange={set('message')}
        error={requiredError('message')}
        isRequired
        maxLength={5000}
      />
      <FileField
        label="Attachment (optional)"
        description="One file, at most 64 KB."
        error={fileError}
        onFiles={(files) => setFile(files[0] ?? null)}
      />
      <div className="form-actions">
        <Button type="submit" isDisabled={send.loading}>
          {send.loading ? 'Sending…' : 'Send Message'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
