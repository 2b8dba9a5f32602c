import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export type MenuButtonItem = { id: string; label: string; onAction: () => void };

/**
 * A button that opens a menu of actions (arrow keys move, Enter picks, Escape closes and returns
 * focus). `children` is what the button shows; its text is its accessible name.
 */
export function MenuButton({
  children,
  items,
  className,
}: {
  children: ReactNode;
  items: MenuButtonItem[];
  className?: string;
}) {
  return (
    <MenuTrigger>
      <Button className={`menu-button${className ? ` ${className}` : ''}`}>
        {children}
        <span aria-hidden="true" className="menu-chevron">
          ▾
        </span>
      </Button>
      <Popover placement="bottom end" className="menu-popover">
        <Menu className="menu" onAction={(key) => items.find((item) => item.id === key)?.onAction()}>
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
