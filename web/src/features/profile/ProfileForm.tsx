import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  CUSTOM_FIELD_MAX,
  PROFILE_EXTENSION_MAX,
  PROFILE_MESSAGES,
  PROFILE_NAME_MAX,
  PROFILE_PHONE_MAX,
  checkProfile,
} from '@mro/rules/profile';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { NativeSelect } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { UpdateProfileDocument, type ProfileFieldsFragment } from './Profile.generated';

type Props = { profile: ProfileFieldsFragment; onDone: (notes: string[]) => void; onCancel: () => void };

/** The profile's edit mode: the rules of §5 beside each field, the server's problems listed above. */
export function ProfileForm({ profile, onDone, onCancel }: Props) {
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [extension, setExtension] = useState(profile.phoneExtension ?? '');
  const [department, setDepartment] = useState(profile.departments.find((d) => d.isDefault)?.key ?? '');
  const [fields, setFields] = useState(
    Object.fromEntries(profile.customFields.map((f) => [f.id, f.pendingValue ?? f.value])),
  );
  const [notify, setNotify] = useState(profile.notifications);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [save, { loading }] = useMutation(UpdateProfileDocument);

  const errors = checkProfile(
    {
      name,
      phone,
      phoneExtension: extension,
      defaultDepartment: department || null,
      customFields: profile.customFields.map((f) => ({
        id: f.id,
        name: f.name,
        value: fields[f.id] ?? '',
        required: f.required,
      })),
    },
    { departmentRequired: profile.departmentRequired, departments: profile.departments.map((d) => d.key) },
  );
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors([]);
    if (errors.length) return;
    try {
      const { data } = await save({
        variables: {
          input: {
            name,
            phone,
            phoneExtension: extension,
            defaultDepartment: department || null,
            customFields: profile.customFields.map((f) => ({ id: f.id, value: fields[f.id] ?? '' })),
            notifyTracking: notify.tracking,
            notifyInvoice: notify.invoice,
            notifyScanToWeb: notify.scanToWeb,
          },
        },
      });
      const payload = data?.updateProfile;
      if (!payload || payload.userErrors.length) {
        setServerErrors(payload?.userErrors.map((e) => e.message) ?? [messages.unexpectedError]);
        return;
      }
      const pending = payload.pendingApprovals;
      onDone([PROFILE_MESSAGES.updated, ...(pending.length ? [PROFILE_MESSAGES.pendingApproval(pending)] : [])]);
    } catch (error) {
      setServerErrors([
        error instanceof Error ? friendlyError(error, messages.unexpectedError) : messages.unexpectedError,
      ]);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="profile-form">
      {serverErrors.length > 0 && (
        <Alert tone="error">
          <ul className="plain-list">
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        maxLength={PROFILE_NAME_MAX}
        isRequired
        error={errorOf('name')}
        showError={submitted}
      />
      <TextField label="E-mail" value={profile.username} isReadOnly description="Your e-mail is your user name." />
      <div className="profile-phone">
        <TextField
          label="Phone"
          type="tel"
          value={phone}
          onChange={setPhone}
          maxLength={PROFILE_PHONE_MAX}
          error={errorOf('phone')}
          showError={submitted}
        />
        <TextField
          label="Extension"
          value={extension}
          onChange={setExtension}
          maxLength={PROFILE_EXTENSION_MAX}
          error={errorOf('phoneExtension')}
          showError={submitted}
        />
      </div>
      {profile.departments.length > 0 && (
        <NativeSelect
          label="Default department"
          value={department}
          placeholder="Choose a department"
          isRequired={profile.departmentRequired}
          options={profile.departments.map((d) => ({ value: d.key, label: d.description }))}
          onChange={setDepartment}
          error={submitted ? errorOf('defaultDepartment') : null}
        />
      )}
      {profile.customFields.map((field) => (
        <TextField
          key={field.id}
          label={field.name}
          value={fields[field.id] ?? ''}
          onChange={(value) => setFields((current) => ({ ...current, [field.id]: value }))}
          maxLength={CUSTOM_FIELD_MAX}
          isRequired={field.required}
          description={field.needsApproval ? PROFILE_MESSAGES.needsApproval : undefined}
          error={errorOf(`customFields.${field.id}`)}
          showError={submitted}
        />
      ))}
      <fieldset className="profile-notifications">
        <legend>E-mail notifications</legend>
        {!profile.notificationsAllowed && profile.notificationsMessage && (
          <Alert tone="warning">{profile.notificationsMessage}</Alert>
        )}
        <Checkbox
          label="Shipment tracking"
          isSelected={notify.tracking}
          isDisabled={!profile.notificationsAllowed}
          onChange={(tracking) => setNotify({ ...notify, tracking })}
        />
        <Checkbox
          label="Invoices"
          isSelected={notify.invoice}
          isDisabled={!profile.notificationsAllowed}
          onChange={(invoice) => setNotify({ ...notify, invoice })}
        />
        <Checkbox
          label="Scan to web"
          isSelected={notify.scanToWeb}
          isDisabled={!profile.notificationsAllowed}
          onChange={(scanToWeb) => setNotify({ ...notify, scanToWeb })}
        />
      </fieldset>
      <div className="form-actions">
        <Button type="submit" isDisabled={loading}>
          Save Profile
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
