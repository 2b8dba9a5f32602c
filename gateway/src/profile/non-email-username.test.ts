// A user whose username is not an e-mail address (a legacy account; the ERP creates no new ones) may
// not turn notifications on: the profile says 'Invalid email address {email} - Do not enable
// notifications.' and a save that turns one on is refused with it before the ERP (account-admin-calls §5, §8).
import { describe, expect, it } from 'vitest';
import { erpUserSettings } from '../testing/erp-answers/auth.ts';
import { unitGateway } from '../testing/unit.ts';
import { erpUser, principalOfUser, usersById } from '../testing/erp-answers/account.ts';

const PROFILE =
  '{ profile { notificationsAllowed notificationsMessage notifications { tracking invoice scanToWeb } } }';
const UPDATE = `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) {
  userErrors { field message code } } }`;
type Update = { updateProfile: { userErrors: { field: string | null; message: string; code: string }[] } };

const kiosk = erpUser({ id: 77, username: 'kiosk7', name: 'Shop Kiosk', cdf: [] });
const draft = (notify: { notifyTracking: boolean; notifyInvoice: boolean; notifyScanToWeb: boolean }) => ({
  name: 'Shop Kiosk',
  phone: '',
  phoneExtension: '',
  defaultDepartment: null,
  customFields: [],
  ...notify,
});
const asKiosk = () =>
  unitGateway(
    {
      'GET /user/{id}': usersById(kiosk),
      'GET /user/settings/{id}/{customerNumber}': () => erpUserSettings(kiosk, { use_cdf: false }),
      'PUT /user/{id}': () => kiosk,
    },
    { principal: principalOfUser(kiosk) },
  );

describe('a user whose username is not an e-mail address', () => {
  it('is told notifications may not be enabled, and a save that enables one is refused before the ERP', async () => {
    const gateway = await asKiosk();
    const profile = (await gateway.run<{ profile: Record<string, unknown> }>(PROFILE)).data!.profile;
    expect(profile).toMatchObject({
      notificationsAllowed: false,
      notificationsMessage: 'Invalid email address kiosk7 - Do not enable notifications.',
    });
    const refused = await gateway.run<Update>(UPDATE, {
      input: draft({ notifyTracking: false, notifyInvoice: true, notifyScanToWeb: false }),
    });
    expect(refused.data!.updateProfile.userErrors).toEqual([
      {
        field: 'notifyTracking',
        message: 'Invalid email address kiosk7 - Do not enable notifications.',
        code: 'INVALID_INPUT',
      },
    ]);
    expect(gateway.callsTo('PUT /user/{id}')).toEqual([]);
  });

  it('still saves the profile with every notification off', async () => {
    const gateway = await asKiosk();
    const saved = await gateway.run<Update>(UPDATE, {
      input: draft({ notifyTracking: false, notifyInvoice: false, notifyScanToWeb: false }),
    });
    expect(saved.data!.updateProfile.userErrors).toEqual([]);
    expect(gateway.callsTo('PUT /user/{id}')).toHaveLength(1);
  });
});
