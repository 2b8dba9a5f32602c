import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { friendlyError } from '../../lib/apolloErrors';
import { messages } from '../../lib/messages';
import { usePageTitle } from '../../lib/usePageTitle';
import { ProfileDocument, type ProfileFieldsFragment } from './Profile.generated';
import { ProfileForm } from './ProfileForm';
import { PasswordForm } from './PasswordForm';
import './profile.css';

type Mode = 'view' | 'edit' | 'password';

const yesNo = (on: boolean) => (on ? 'On' : 'Off');

function ProfileView({ profile }: { profile: ProfileFieldsFragment }) {
  const phone = profile.phone
    ? `${profile.phone}${profile.phoneExtension ? ` ext. ${profile.phoneExtension}` : ''}`
    : 'Not given';
  const departments = profile.departments.map((d) => `${d.description}${d.isDefault ? ' (default)' : ''}`);
  return (
    <dl className="details">
      <dt>Name</dt>
      <dd>{profile.name}</dd>
      <dt>E-mail</dt>
      <dd>{profile.username}</dd>
      <dt>Phone</dt>
      <dd>{phone}</dd>
      <dt>Customer</dt>
      <dd>
        {profile.customerName} ({profile.customerNumber})
      </dd>
      {departments.length > 0 && (
        <>
          <dt>Departments</dt>
          <dd>{departments.join(', ')}</dd>
        </>
      )}
      {profile.customFields.map((field) => (
        <div key={field.id} className="details-row">
          <dt>{field.name}</dt>
          <dd>
            {field.value || 'Not given'}
            {field.pendingValue !== null && field.pendingValue !== undefined && (
              <span className="profile-pending"> (pending approval: {field.pendingValue || 'empty'})</span>
            )}
          </dd>
        </div>
      ))}
      <dt>Tracking e-mails</dt>
      <dd>{yesNo(profile.notifications.tracking)}</dd>
      <dt>Invoice e-mails</dt>
      <dd>{yesNo(profile.notifications.invoice)}</dd>
      <dt>Scan-to-web e-mails</dt>
      <dd>{yesNo(profile.notifications.scanToWeb)}</dd>
    </dl>
  );
}

/** My Account (account-admin-calls §2.4 Profile): view, edit and change-password modes. */
export function ProfilePage() {
  usePageTitle('My Account');
  const { data, loading, error } = useQuery(ProfileDocument, { fetchPolicy: 'cache-and-network' });
  const [mode, setMode] = useState<Mode>('view');
  const [saved, setSaved] = useState<string[]>([]);
  if (loading && !data) return <Spinner label="Loading your profile…" />;
  const profile = data?.profile;
  if (!profile) return <Alert tone="error">{friendlyError(error, messages.unexpectedError)}</Alert>;
  const done = (notes: string[]) => {
    setSaved(notes);
    setMode('view');
  };
  return (
    <>
      <h1>My Account</h1>
      {mode === 'view' &&
        saved.map((note) => (
          <Alert key={note} tone="success">
            {note}
          </Alert>
        ))}
      <div className="grid grid-2">
        <Card title={mode === 'password' ? 'Change Password' : 'Profile'}>
          {mode === 'view' && (
            <>
              <ProfileView profile={profile} />
              {profile.canEdit && (
                <div className="form-actions">
                  <Button onPress={() => (setSaved([]), setMode('edit'))}>Edit Profile</Button>
                  <Button variant="secondary" onPress={() => (setSaved([]), setMode('password'))}>
                    Change Password
                  </Button>
                </div>
              )}
            </>
          )}
          {mode === 'edit' && <ProfileForm profile={profile} onDone={done} onCancel={() => setMode('view')} />}
          {mode === 'password' && <PasswordForm onDone={done} onCancel={() => setMode('view')} />}
        </Card>
        {/* The gateway gives a contact only when a CSR e-mail exists and the user is not express (§6). */}
        {profile.salesContact && (
          <Card title="Your Sales Contact">
            <p>
              {profile.salesContact.name}
              <br />
              <a href={`mailto:${profile.salesContact.email}`}>{profile.salesContact.email}</a>
            </p>
          </Card>
        )}
      </div>
    </>
  );
}
