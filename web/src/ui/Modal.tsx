import { useState } from 'react';
import { deferredComponent } from './deferred';
import type { ModalProps } from './ModalDialog';
import './Modal.css';
import './dialog.css';

// The overlay code (focus trap, scroll lock) comes after the page rather than with it: most pages
// draw a modal only when asked.
const { preload, Deferred: ModalDialog } = deferredComponent(() =>
  import('./ModalDialog').then((module) => module.ModalDialog),
);
export const preloadModal = preload;

export function Modal(props: ModalProps) {
  // Kept once opened, so that it closes as it should.
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  return opened ? <ModalDialog {...props} /> : null;
}
