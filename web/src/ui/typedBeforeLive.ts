import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The kit's controlled inputs take over what a visitor typed (or ticked, or a browser autofilled) into
 * the server's HTML before the page was live. React hydrates a controlled input without reading it: the
 * state stays empty, and the first commit that touches the input writes the empty state into it (in the
 * browser that is the very next commit: the login form's validity check), wiping the words.
 * On mount only, the words the element shows are drawn at once (the control's value until the form has
 * them) and handed to `onChange` after every effect of that commit, once the form listens to its fields
 * (react-hook-form subscribes in its own effects, which run after the control's).
 * A client-rendered input shows its state: nothing happens.
 */
export function useTypedBeforeLive<E extends Element, T>(
  ref: RefObject<E | null>,
  value: T | undefined,
  onChange: ((value: T) => void) | undefined,
  shown: (element: E) => T,
): { value: T | undefined; onChange: ((value: T) => void) | undefined } {
  const [adopted, setAdopted] = useState<{ value: T } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || value === undefined || !onChange) return;
    const typed = shown(element);
    if (typed === value) return;
    setAdopted({ value: typed });
    const handOver = setTimeout(() => {
      onChange(typed);
      setAdopted(null);
    });
    return () => clearTimeout(handOver);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the DOM differs from the state only before the first commit
  }, []);
  const change =
    onChange &&
    ((next: T) => {
      setAdopted(null);
      onChange(next);
    });
  return { value: adopted ? adopted.value : value, onChange: change };
}

export const valueShown = (element: { value: string }) => element.value;
export const checkedShown = (element: HTMLInputElement) => element.checked;
