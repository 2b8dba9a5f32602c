import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The kit's controlled inputs take over what a visitor typed (or ticked, or a browser autofilled) into
 * the server's HTML before the page was live. React keeps the DOM's value when it hydrates a controlled
 * input but not in the state, so the next render wiped the words and a submit sent the empty state.
 * On mount only, after hydration and before the browser paints, the control's `onChange` gets the value
 * the element shows when it differs from `value`. A client-rendered input shows its state: no change.
 */
export function useTypedBeforeLive<E extends Element, T>(
  value: T | undefined,
  onChange: ((value: T) => void) | undefined,
  shown: (element: E) => T,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || value === undefined || !onChange) return;
    const typed = shown(element);
    if (typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the DOM differs from the state only before the first commit
  }, []);
  return ref;
}

export const valueShown = (element: { value: string }) => element.value;
export const checkedShown = (element: HTMLInputElement) => element.checked;
