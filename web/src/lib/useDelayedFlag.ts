import { useEffect, useState } from 'react';

/** True once `on` has stayed true for `delayMs`; false again as soon as it is false. */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [on, delayMs]);
  return on && late;
}
