import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover as AriaPopover } from 'react-aria-components';
import type { PopoverProps } from './Popover';

/** The trigger and its popover; `Popover` (Popover.tsx) loads them after the page. */
export function PopoverDialog({ label, trigger, title, isOpen, onOpenChange, children }: PopoverProps) {
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
