import type { ReactNode } from 'react';
import { deferredComponent } from './deferred';
import './Button.css';
import './dialog.css';
import './Popover.css';

// The overlay code (positioning, focus containment) comes after the page rather than with it: the
// cart preview is in the header of every page, and its trigger is a secondary way to the cart.
const { preload, Deferred: PopoverDialog } = deferredComponent(() =>
  import('./PopoverDialog').then((module) => module.PopoverDialog),
);
export const preloadPopover = preload;

export type PopoverProps = {
  /** The trigger button's accessible name; `trigger` is what it shows. */
  label: string;
  trigger: ReactNode;
  title: string;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

/** A button that opens a non-modal dialog next to it (closes on Escape or a click elsewhere). */
export function Popover(props: PopoverProps) {
  return <PopoverDialog {...props} />;
}
