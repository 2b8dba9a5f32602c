import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { MenuButtonItem } from './MenuButton';

export type MenuButtonMenuProps = {
  children: ReactNode;
  items: MenuButtonItem[];
  className: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened by a press on the stand-in (ui/DeferredTrigger.tsx): focus goes to the first item, as a press here does. */
  focusFirst: boolean;
};

/** MenuButton's react-aria part, loaded apart from the page (ui/MenuButton.tsx). */
export function MenuButtonMenu({ children, items, className, isOpen, onOpenChange, focusFirst }: MenuButtonMenuProps) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={className}>{children}</Button>
      <Popover placement="bottom end" className="menu-popover">
        <Menu
          className="menu"
          {...(focusFirst ? { autoFocus: 'first' as const } : {})}
          onAction={(key) => items.find((item) => item.id === key)?.onAction()}
        >
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} className="menu-item">
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
