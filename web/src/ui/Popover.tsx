import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover as AriaPopover } from 'react-aria-components';

type PopoverProps = {
  /** The trigger button's accessible name; `trigger` is what it shows. */
  label: string;
  trigger: ReactNode;
  title: string;
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

/** A button that opens a non-modal dialog next to it (closes on Escape or a click elsewhere). */
export function Popover({ label, trigger, title, isOpen, onOpenChange, children }: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton aria-label={label} className="btn btn-link popover-trigger">
        {trigger}
      </AriaButton>
      <AriaPopover placement="bottom end" className="popover">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
