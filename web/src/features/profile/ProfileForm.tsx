import {
  CUSTOM_FIELD_MAX,
  PROFILE_EXTENSION_MAX,
  PROFILE_MESSAGES,
  PROFILE_NAME_MAX,
  PROFILE_PHONE_MAX,
  profileFormErrors,
} from '@mro/rules/profile';
import { Alert } from '../../ui/Alert';
import { TextField } from '../../ui/TextField';
import { FormAlert, RulesForm, SubmitButton } from '../../lib/forms/RulesForm';
import { FormCheckbox, FormSelect, FormTextField } from '../../lib/forms/fields';
import { useRulesForm } from '../../lib/forms/useRulesForm';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { messages } from '../../lib/messages';
import { UpdateProfileDocument, type ProfileFieldsFragment } from './Profile.generated';
import { FormActions } from '../../lib/forms/FormActions';

type Props = { profile: ProfileFieldsFragment; onDone: (notes: string[]) => void; onCancel: () => void };
type Values = {
  name: string;
  phone: string;
  phoneExtension: string;
  defaultDepartment: string;
  /** By custom field id, the path the rules' errors name (`customFields.<id>`). */
  customFields: Record<string, string>;
  notifyTracking: boolean;
  notifyInvoice: boolean;
  notifyScanToWeb: boolean;
};

const valuesOf = (profile: ProfileFieldsFragment): Values => ({
  name: profile.name,
  phone: profile.phone ?? '',
  phoneExtension: profile.phoneExtension ?? '',
  defaultDepartment: profile.departments.find((d) => d.isDefault)?.key ?? '',
  customFields: Object.fromEntries(profile.customFields.map((f) => [f.id, f.pendingValue ?? f.value])),
  notifyTracking: profile.notifications.tracking,
  notifyInvoice: profile.notifications.invoice,
  notifyScanToWeb: profile.notifications.scanToWeb,
});

/** The profile's edit mode: the rules of §5 beside each field, the server's problems listed above. */
export function ProfileForm({ profile, onDone, onCancel }: Props) {
  const draftOf = (values: Values) => ({
    ...values,
    defaultDepartment: values.defaultDepartment || null,
    customFields: profile.customFields.map((f) => ({
      id: f.id,
      name: f.name,
      value: values.customFields[f.id] ?? '',
      required: f.required,
    })),
  });
  const form = useRulesForm<Values>({
    defaultValues: valuesOf(profile),
    validate: (values) =>
      profileFormErrors(draftOf(values), {
        departmentRequired: profile.departmentRequired,
        departments: profile.departments.map((d) => d.key),
      }),
  });
  const { control } = form;
  const save = useMutationWithErrors(UpdateProfileDocument, (d) => d.updateProfile, {
    failed: messages.unexpectedError,
    alert: 'each',
  });

  async function submit(values: Values) {
    const outcome = await save.run({
      variables: {
        input: {
          ...draftOf(values),
          customFields: profile.customFields.map((f) => ({ id: f.id, value: values.customFields[f.id] ?? '' })),
        },
      },
    });
    if (!outcome.ok) return;
    const pending = outcome.payload.pendingApprovals;
    onDone([PROFILE_MESSAGES.updated, ...(pending.length ? [PROFILE_MESSAGES.pendingApproval(pending)] : [])]);
  }

  const notification = (name: 'notifyTracking' | 'notifyInvoice' | 'notifyScanToWeb', label: string) => (
    <FormCheckbox control={control} name={name} label={label} isDisabled={!profile.notificationsAllowed} />
  );

  return (
    <RulesForm form={form} onSubmit={submit} className="profile-form">
      <FormAlert failures={save.failures} />
      <FormTextField control={control} name="name" label="Name" maxLength={PROFILE_NAME_MAX} isRequired />
      <TextField label="E-mail" value={profile.username} isReadOnly description="Your e-mail is your user name." />
      <div className="profile-phone">
        <FormTextField control={control} name="phone" label="Phone" type="tel" maxLength={PROFILE_PHONE_MAX} />
        <FormTextField control={control} name="phoneExtension" label="Extension" maxLength={PROFILE_EXTENSION_MAX} />
      </div>
      {profile.departments.length > 0 && (
        <FormSelect
          control={control}
          name="defaultDepartment"
          label="Default department"
          placeholder="Choose a department"
          isRequired={profile.departmentRequired}
          options={profile.departments.map((d) => ({ value: d.key, label: d.description }))}
        />
      )}
      {profile.customFields.map((field) => (
        <FormTextField
          key={field.id}
          control={control}
          name={`customFields.${field.id}`}
          label={field.name}
          maxLength={CUSTOM_FIELD_MAX}
          isRequired={field.required}
          description={field.needsApproval ? PROFILE_MESSAGES.needsApproval : undefined}
        />
      ))}
      <fieldset className="profile-notifications">
        <legend>E-mail notifications</legend>
        {!profile.notificationsAllowed && profile.notificationsMessage && (
          <Alert tone="warning">{profile.notificationsMessage}</Alert>
        )}
        {notification('notifyTracking', 'Shipment tracking')}
        {notification('notifyInvoice', 'Invoices')}
        {notification('notifyScanToWeb', 'Scan to web')}
      </fieldset>
      <FormActions onCancel={onCancel} cancelVariant="secondary">
        <SubmitButton form={form}>Save Profile</SubmitButton>
      </FormActions>
    </RulesForm>
  );
}
