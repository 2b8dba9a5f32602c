import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './ModalDialog';

// The overlay code (focus trap, scroll lock, positioning) is loaded with the first opening, not with
// every page: most pages draw a modal only when asked.
const ModalDialog = lazy(() => import('./ModalDialog').then((module) => ({ default: module.ModalDialog })));

export function Modal(props: ModalProps) {
  // Kept once opened, so that it closes as it should and opens again at once.
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
