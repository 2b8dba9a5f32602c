import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  APPLICATION_CUSTOMER_NUMBER_MAX,
  APPLICATION_NOTE_MAX,
  APPLICATION_SEGMENTS,
  APPLICATION_STATUSES,
  TOOLS_MESSAGES,
  checkApplicationReview,
  isFinalStatus,
  noteError,
  statusLabel,
  type ApplicationSegment,
  type ApplicationStatus,
} from '@mro/rules/tools';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Link } from '../../ui/Link';
import { Modal } from '../../ui/Modal';
import { NativeSelect } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { formatDate } from '../../lib/format';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  AddCustomerApplicationNoteDocument,
  CustomerApplicationDocument,
  UpdateCustomerApplicationDocument,
  type ApplicationDetailFragment,
} from './Applications.generated';
import { APPLICATIONS_PATH } from './toolPaths';
import './tools.css';

/** Back to the list as it was left: its filters and page came along in the history entry's state. */
function BackToList() {
  const state: unknown = useLocation().state;
  const list =
    typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string' ? state.list : '';
  return <Link to={`${APPLICATIONS_PATH}${list.startsWith('?') ? list : ''}`}>Back to Customer Applications</Link>;
}

/** One customer application: its facts, its review (editable until Approved or Rejected) and its notes. */
export function ApplicationPage() {
  const { id = '' } = useParams();
  usePageTitle(`Customer Application ${id}`);
  const { data, loading, error } = useQuery(CustomerApplicationDocument, { variables: { id } });
  if (loading && !data) return <Spinner label="Loading application…" />;
  const application = data?.customerApplication;
  if (!application)
    return (
      <>
        <h1>Customer Application</h1>
        <Alert tone="error">
          {error ? friendlyError(error, TOOLS_MESSAGES.applicationNotFound) : TOOLS_MESSAGES.applicationNotFound}
        </Alert>
        <BackToList />
      </>
    );
  return (
    <>
      <h1>{application.companyName}</h1>
      <p>
        Application {application.id}, submitted {formatDate(application.created)}. <BackToList />
      </p>
      <div className="tools-columns">
        <ApplicationFacts application={application} />
        <div>
          <Review key={`${application.id}-${application.status}`} application={application} />
          <Notes application={application} />
        </div>
      </div>
    </>
  );
}

function ApplicationFacts({ application: a }: { application: ApplicationDetailFragment }) {
  const facts: [string, string | null | undefined][] = [
    ['Customer type', a.customerType === 'NEW' ? 'New' : 'Existing'],
    ['Company legal name', a.companyName],
    ['DBA', a.companyDba],
    ['City, state', `${a.city}, ${a.state}`],
    ['Company phone', a.companyPhone],
    ['Contact', a.name],
    ['E-mail', a.email],
    ['Sales associate', a.salesAssociate],
    ['DUNS', a.duns],
    ['Nature of business', a.businessNature],
    ['Business type', a.businessType],
    ['Vertical', a.vertical],
    ['MRO spend', a.mroSpend],
    ['Employees', a.employees],
    ['Services', a.services.join(', ')],
    ['Submissions', String(a.submissionCount)],
    ['Last updated by', a.updatedBy],
  ];
  return (
    <section aria-labelledby="application-facts">
      <h2 id="application-facts">Application</h2>
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Draft = {
  status: ApplicationStatus | '';
  segment: ApplicationSegment | '';
  customerNumber: string;
  bdmProspect: boolean;
};

function Review({ application }: { application: ApplicationDetailFragment }) {
  const [draft, setDraft] = useState<Draft>({
    status: application.status,
    segment: application.segment,
    customerNumber: application.customerNumber ?? '',
    bdmProspect: application.bdmProspect,
  });
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useMutationWithErrors(UpdateCustomerApplicationDocument, (d) => d.updateCustomerApplication, {
    failed: TOOLS_MESSAGES.saveFailed,
    notify: (payload) => payload.message,
    fieldOf: (field) => field,
  });
  const editable = application.editable;
  const problems = Object.fromEntries(checkApplicationReview(draft).map((p) => [p.field, p.message]));
  const errorOf = (field: string) => (submitted ? (problems[field] ?? null) : null) ?? update.fieldErrors[field];
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  async function save() {
    setConfirming(false);
    if (!draft.status || !draft.segment) return;
    await update.run({
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
  }

  function onSave() {
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    // Approved and Rejected are final (§4): the associate confirms first.
    if (isFinalStatus(draft.status || null)) setConfirming(true);
    else void save();
  }

  return (
    <section aria-labelledby="application-review">
      <h2 id="application-review">Review</h2>
      {!editable && <Alert tone="info">{TOOLS_MESSAGES.final}</Alert>}
      {update.failure && <Alert tone="error">{update.failure}</Alert>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <fieldset disabled={!editable} className="tools-review">
          <legend className="visually-hidden">Review of application {application.id}</legend>
          <NativeSelect
            label="Status"
            value={draft.status}
            placeholder="Choose a status"
            isRequired
            options={[...APPLICATION_STATUSES]}
            error={errorOf('status')}
            onChange={(value) => set({ status: value as ApplicationStatus | '' })}
          />
          <NativeSelect
            label="Segment"
            value={draft.segment}
            placeholder="Choose a segment"
            isRequired
            options={[...APPLICATION_SEGMENTS]}
            error={errorOf('segment')}
            onChange={(value) => set({ segment: value as ApplicationSegment | '' })}
          />
          <TextField
            label="Customer number"
            description="The customer number issued, once there is one."
            value={draft.customerNumber}
            maxLength={APPLICATION_CUSTOMER_NUMBER_MAX}
            inputMode="numeric"
            isDisabled={!editable}
            error={errorOf('customerNumber')}
            onChange={(value) => set({ customerNumber: value })}
          />
          <Checkbox
            label="BDM prospect"
            isSelected={draft.bdmProspect}
            isDisabled={!editable}
            onChange={(value) => set({ bdmProspect: value })}
          />
          <div className="form-actions">
            <Button type="submit" isDisabled={!editable || update.loading}>
              Save Application
            </Button>
          </div>
        </fieldset>
      </form>
      <Modal
        title={`Set to ${draft.status ? statusLabel(draft.status) : ''}?`}
        role="alertdialog"
        isOpen={confirming}
        isDismissable
        onOpenChange={(open) => !open && setConfirming(false)}
      >
        <p>{TOOLS_MESSAGES.confirmFinal(draft.status ? statusLabel(draft.status) : '')}</p>
        <div className="form-actions">
          <Button isDisabled={update.loading} onPress={() => void save()}>
            Yes, set to {draft.status ? statusLabel(draft.status) : ''}
          </Button>
          <Button variant="link" onPress={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      </Modal>
    </section>
  );
}

function Notes({ application }: { application: ApplicationDetailFragment }) {
  const [note, setNote] = useState('');
  const add = useMutationWithErrors(AddCustomerApplicationNoteDocument, (d) => d.addCustomerApplicationNote, {
    failed: TOOLS_MESSAGES.noteFailed,
    notify: (payload) => payload.message,
    fieldOf: (field) => field,
  });
  const problem = note ? noteError(note) : null;
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
      {add.failure && <Alert tone="error">{add.failure}</Alert>}
      <TextArea
        label="New note"
        value={note}
        rows={3}
        maxLength={APPLICATION_NOTE_MAX}
        error={problem ?? add.fieldErrors.note}
        onChange={setNote}
      />
      <div className="form-actions">
        <Button
          variant="secondary"
          isDisabled={!note.trim() || problem !== null || add.loading}
          onPress={() =>
            void add.run({ variables: { input: { id: application.id, note: note.trim() } } }).then((outcome) => {
              if (outcome.ok) setNote('');
            })
          }
        >
          Add Note
        </Button>
      </div>
    </section>
  );
}
