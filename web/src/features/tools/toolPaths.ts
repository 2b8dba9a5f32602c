// The associates' tools sit under a provider-named prefix (account-admin-calls §2.3) that does not
// collide with /vallen, the associate registration route.
export const TOOLS_PREFIX = '/vallen-tools';
export const APPLICATIONS_PATH = `${TOOLS_PREFIX}/customer-applications`;
export const applicationPath = (id: string) => `${TOOLS_PREFIX}/customer-application/${encodeURIComponent(id)}`;
