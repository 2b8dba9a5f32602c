import { useWatch } from 'react-hook-form';
import { APPLICATION_NOTE_MAX, TOOLS_MESSAGES, applicationNoteFormErrors } from '@mro/rules/tools';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormTextArea } from '../../lib/forms/fields';
import { fieldIn, showFieldErrors, useRulesForm } from '../../lib/forms/useRulesForm';
import { formatDate } from '../../lib/format';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { AddCustomerApplicationNoteDocument, type ApplicationDetailFragment } from './Applications.generated';

const fieldOf = fieldIn(['note']);

/** An application's notes, newest as the ERP lists them, and a new one (Add Note stays disabled while it is empty). */
export function ApplicationNotes({ application }: { application: ApplicationDetailFragment }) {
  const form = useRulesForm<{ note: string }>({ defaultValues: { note: '' }, validate: applicationNoteFormErrors });
  const note = useWatch({ control: form.control, name: 'note' });
  const add = useMutationWithErrors(AddCustomerApplicationNoteDocument, (d) => d.addCustomerApplicationNote, {
    failed: TOOLS_MESSAGES.noteFailed,
    notify: (payload) => payload.message,
    fieldOf,
  });
  async function submit(values: { note: string }) {
    const outcome = await add.run({ variables: { input: { id: application.id, note: values.note.trim() } } });
    if (outcome.ok) form.reset({ note: '' });
    else showFieldErrors(form, outcome, fieldOf);
  }
  return (
    <section aria-labelledby="application-notes">
      <h2 id="application-notes">Notes</h2>
      {application.notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ul className="tools-notes">
          {application.notes.map((n, index) => (
            <li key={`${n.updatedDate}-${index}`}>
              {n.description}
              <br />
              <span className="muted">
                {n.updatedBy}, {formatDate(n.updatedDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <FormAlert failures={add.failures} />
      <RulesForm form={form} onSubmit={submit}>
        <FormTextArea control={form.control} name="note" label="New note" rows={3} maxLength={APPLICATION_NOTE_MAX} />
        <div className="form-actions">
          <SubmitButton form={form} variant="secondary" isDisabled={!note.trim()}>
            Add Note
          </SubmitButton>
        </div>
      </RulesForm>
    </section>
  );
}
