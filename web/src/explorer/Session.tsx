import { useEffect, useState } from 'react';

type Viewer = { name: string; username: string; customerNumber: string; customerName: string; roles: string[] };

const VIEWER = '{ viewer { name username customerNumber customerName roles } }';

const readViewer = async (): Promise<Viewer | null> => {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: VIEWER }),
    });
    const result = (await response.json()) as { data?: { viewer?: Viewer | null } };
    return result.data?.viewer ?? null;
  } catch {
    return null;
  }
};

/** Who the explorer's operations run as: the store's own session cookie. Read again after every run. */
export function Session({ version }: { version: number }) {
  const [viewer, setViewer] = useState<Viewer | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void readViewer().then((read) => {
      if (current) setViewer(read);
    });
    return () => {
      current = false;
    };
  }, [version]);
  return (
    <p className="explorer-session" role="status">
      Session:{' '}
      {viewer === undefined
        ? 'loading...'
        : viewer
          ? `${viewer.name} <${viewer.username}>, customer ${viewer.customerNumber} ${viewer.customerName} (${viewer.roles.join(', ')})`
          : 'Guest (log in with the "auth: log in" example; the session cookie is shared with the store).'}
    </p>
  );
}
