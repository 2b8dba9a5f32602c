import { useContext, useEffect, type ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RootMenuTriggerStateContext } from 'react-aria-components';
import type { MenuButtonItem } from './MenuButton';

export type MenuButtonMenuProps = {
  children: ReactNode;
  items: MenuButtonItem[];
  className: string;
  /** The stand-in (ui/DeferredTrigger.tsx) was pressed: open now, focus on the first item, as a press here does. */
  openNow: boolean;
};

function OpenWhen({ openNow }: { openNow: boolean }) {
  const state = useContext(RootMenuTriggerStateContext);
  useEffect(() => {
    if (openNow) state?.open('first');
    // Once, when asked: the menu then opens and closes as usual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openNow]);
  return null;
}

/** MenuButton's react-aria part, loaded apart from the page (ui/MenuButton.tsx). */
export function MenuButtonMenu({ children, items, className, openNow }: MenuButtonMenuProps) {
  return (
    <MenuTrigger>
      <OpenWhen openNow={openNow} />
      <Button className={className}>{children}</Button>
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
