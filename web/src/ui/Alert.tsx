import type { ReactNode } from 'react';

type Tone = 'error' | 'info' | 'success' | 'warning';

/** Inline message. Errors are `role="alert"` so they are announced when they appear. */
export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'} className={`alert alert-${tone}`}>
      {children}
    </div>
  );
}
