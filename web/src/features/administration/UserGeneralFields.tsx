import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ADMIN_MESSAGES, USER_LIMITS } from '@mro/rules/administration';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useNotify } from '../../ui/Toast';
import { FormCheckbox, FormTextField } from '../../lib/forms/fields';
import { useMutationWithErrors } from '../../lib/useMutationWithErrors';
import { SendCompanyUserPasswordResetDocument } from './Users.generated';
import type { UserValues } from './userValues';

/** The General tab's own fields: name, e-mail, phone, and a new user's password or an existing one's reset. */
export function UserGeneralFields({ form, userId }: { form: UseFormReturn<UserValues>; userId: string | null }) {
  const forcePasswordReset = useWatch({ control: form.control, name: 'forcePasswordReset' });
  return (
    <>
      <FormTextField control={form.control} name="name" label="Name" isRequired maxLength={USER_LIMITS.name} />
      <FormTextField
        control={form.control}
        name="username"
        label="E-mail"
        type="email"
        isRequired
        isDisabled={userId !== null}
        maxLength={USER_LIMITS.email}
      />
      <FormTextField control={form.control} name="phone" label="Phone" maxLength={USER_LIMITS.phone} />
      <FormTextField control={form.control} name="phoneExtension" label="Extension" maxLength={USER_LIMITS.extension} />
      {userId === null ? (
        <div>
          <FormCheckbox control={form.control} name="forcePasswordReset" label="Force user to create password" />
          {!forcePasswordReset && (
            <FormTextField
              control={form.control}
              name="password"
              label="Password"
              type="password"
              description="At least 6 characters with a number and a lowercase letter."
              maxLength={USER_LIMITS.password}
            />
          )}
        </div>
      ) : (
        <PasswordReset userId={userId} />
      )}
    </>
  );
}

/** An existing user's password: the administrator sends them the reset mail. */
function PasswordReset({ userId }: { userId: string }) {
  const notify = useNotify();
  const reset = useMutationWithErrors(
    SendCompanyUserPasswordResetDocument,
    (data) => data.sendCompanyUserPasswordReset,
    { failed: ADMIN_MESSAGES.resetFailed },
  );
  const send = async () => {
    const outcome = await reset.run({ variables: { input: { id: userId } } });
    if (outcome.ok && outcome.payload.message) notify(outcome.payload.message);
  };
  return (
    <div>
      <p className="field-label">Password</p>
      <Button variant="secondary" isDisabled={reset.loading} onPress={() => void send()}>
        Send Password Reset E-mail
      </Button>
      {reset.failure && <Alert tone="error">{reset.failure}</Alert>}
    </div>
  );
}
