import { useState } from 'react';
import {
  APPLICATION_SEGMENTS,
  APPLICATION_STATUSES,
  TOOLS_MESSAGES,
  applicationReviewFormErrors,
  isFinalStatus,
  statusLabel,
  type ApplicationSegment,
  type ApplicationStatus,
} from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert, RulesForm } from '../../lib/forms/RulesForm';
import { SubmitActions } from '../../lib/forms/FormActions';
import { FormCheckbox, FormSelect } from '../../lib/forms/fields';
import { CustomerNumberField } from '../../lib/forms/CustomerNumberField';
import { fieldIn, showFieldErrors, useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { UpdateCustomerApplicationDocument, type ApplicationDetailFragment } from './Applications.generated';

type Draft = {
  status: ApplicationStatus | '';
  segment: ApplicationSegment | '';
  customerNumber: string;
  bdmProspect: boolean;
};
const fieldOf = fieldIn(['status', 'segment', 'customerNumber']);
/** The review's two required choices (§4). */
const CHOICES = [
  { name: 'status', label: 'Status', options: APPLICATION_STATUSES },
  { name: 'segment', label: 'Segment', options: APPLICATION_SEGMENTS },
] as const;

/** An application's review (account-admin-calls §4, §5): editable until Approved or Rejected, which are confirmed first. */
export function ApplicationReview({ application }: { application: ApplicationDetailFragment }) {
  const form = useRulesForm<Draft>({
    defaultValues: {
      status: application.status,
      segment: application.segment,
      customerNumber: application.customerNumber ?? '',
      bdmProspect: application.bdmProspect,
    },
    validate: applicationReviewFormErrors,
  });
  // The review awaiting the confirmation of a final status.
  const [confirming, setConfirming] = useState<Draft | null>(null);
  const update = useMutationWithErrors(UpdateCustomerApplicationDocument, (d) => d.updateCustomerApplication, {
    failed: TOOLS_MESSAGES.saveFailed,
    notify: (payload) => payload.message,
    fieldOf,
  });
  const editable = application.editable;

  async function save(draft: Draft) {
    setConfirming(null);
    if (!draft.status || !draft.segment) return;
    const outcome = await update.run({
      variables: {
        input: {
          id: application.id,
          status: draft.status,
          segment: draft.segment,
          customerNumber: draft.customerNumber.trim() || null,
          bdmProspect: draft.bdmProspect,
        },
      },
    });
    showFieldErrors(form, outcome, fieldOf);
  }

  // Approved and Rejected are final (§4): the associate confirms first.
  const submit = async (draft: Draft) => (isFinalStatus(draft.status || null) ? setConfirming(draft) : save(draft));
  const label = confirming?.status ? statusLabel(confirming.status) : '';

  return (
    <section aria-labelledby="application-review">
      <h2 id="application-review">Review</h2>
      {!editable && <Alert tone="info">{TOOLS_MESSAGES.final}</Alert>}
      <FormAlert failures={update.failures} />
      <RulesForm form={form} onSubmit={submit}>
        <fieldset disabled={!editable} className="tools-review">
          <legend className="visually-hidden">Review of application {application.id}</legend>
          {CHOICES.map(({ name, label, options }) => (
            <FormSelect
              key={name}
              control={form.control}
              name={name}
              label={label}
              placeholder={`Choose a ${label.toLowerCase()}`}
              isRequired
              options={[...options]}
            />
          ))}
          <CustomerNumberField
            control={form.control}
            name="customerNumber"
            description="The customer number issued, once there is one."
            isDisabled={!editable}
          />
          <FormCheckbox control={form.control} name="bdmProspect" label="BDM prospect" isDisabled={!editable} />
          <SubmitActions form={form} isDisabled={!editable || update.loading}>
            Save Application
          </SubmitActions>
        </fieldset>
      </RulesForm>
      <Modal
        title={`Set to ${label}?`}
        role="alertdialog"
        isOpen={confirming !== null}
        isDismissable
        onOpenChange={(open) => !open && setConfirming(null)}
      >
        <p>{TOOLS_MESSAGES.confirmFinal(label)}</p>
        <div className="form-actions">
          <Button isDisabled={update.loading} onPress={() => confirming && void save(confirming)}>
            Yes, set to {label}
          </Button>
          <Button variant="link" onPress={() => setConfirming(null)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </section>
  );
}
