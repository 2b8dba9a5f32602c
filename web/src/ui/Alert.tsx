import { useEffect, useRef, type ReactNode } from 'react';
import './Alert.css';

type Tone = 'error' | 'info' | 'success' | 'warning';

/**
 * Inline message. Errors are `role="alert"` so they are announced when they appear. With
 * `takeFocus`, the message is brought to the middle of the screen and focused as it appears: a
 * confirmation shown above a long form the buyer submitted at its foot would otherwise stay out of
 * sight (and under the fixed navigation bar).
 */
export function Alert({
  tone = 'info',
  takeFocus = false,
  children,
}: {
  tone?: Tone;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  return (
    <div
      ref={ref}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={`alert alert-${tone}`}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {children}
    </div>
  );
}
