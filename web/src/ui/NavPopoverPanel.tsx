import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { NavPopoverProps } from './NavPopover';

/** NavPopover's react-aria part, loaded apart from the page (ui/NavPopover.tsx). */
export function NavPopoverPanel({
  label,
  title,
  className,
  triggerClassName = 'nav-popover-trigger',
  isOpen,
  onOpenChange,
  children,
}: NavPopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={triggerClassName}>{label}</Button>
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
