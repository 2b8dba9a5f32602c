import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` (filter boxes: 750 ms, storefront §5). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
