import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';

/**
 * A navigation panel (a mega-menu) opened by a button: focus moves into the panel, Tab walks its
 * links, Escape or a click elsewhere closes it and focus returns to the button. `children` gets
 * `close` so that a link can close the panel as it navigates.
 */
export function NavPopover({
  label,
  title,
  className,
  isOpen,
  onOpenChange,
  children,
}: {
  label: ReactNode;
  title: string;
  className?: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className="nav-popover-trigger">
        {label}
        <span aria-hidden="true" className="menu-chevron">
          ▾
        </span>
      </Button>
      <Popover placement="bottom start" className={`nav-popover${className ? ` ${className}` : ''}`}>
        <Dialog className="nav-popover-dialog">
          <Heading slot="title" className="visually-hidden">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
