import type { ReactNode } from 'react';
import { deferredComponent } from './deferred';
import { DeferredTrigger } from './DeferredTrigger';
import './NavPopover.css';

export type NavPopoverProps = {
  label: ReactNode;
  title: string;
  className?: string;
  /** The trigger's class (default: the main navigation's). */
  triggerClassName?: string;
  /** Whether the trigger shows a chevron after its label (default: yes). */
  chevron?: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

// The panel's code (positioning, focus containment) comes after the page: the Categories menu is in
// the header of every page (issue 14's first-route budget; docs/adr/ on deferred header popups).
const panel = deferredComponent(() => import('./NavPopoverPanel').then((module) => module.NavPopoverPanel));
export const preloadNavPopover = panel.preload;

/**
 * A navigation panel (a mega-menu) opened by a button: focus moves into the panel, Tab walks its
 * links, Escape or a click elsewhere closes it and focus returns to the button. `children` gets
 * `close` so that a link can close the panel as it navigates.
 */
export function NavPopover(props: NavPopoverProps) {
  const label =
    props.chevron === false ? (
      props.label
    ) : (
      <>
        {props.label}
        <span aria-hidden="true" className="menu-chevron">
          ▾
        </span>
      </>
    );
  return (
    <DeferredTrigger
      code={panel}
      className={props.triggerClassName ?? 'nav-popover-trigger'}
      popup="dialog"
      label={label}
      onPressedEarly={() => props.onOpenChange(true)}
    >
      {() => <panel.Deferred {...props} label={label} />}
    </DeferredTrigger>
  );
}
