import { useState, type ReactNode } from 'react';
import { deferredComponent } from './deferred';
import { DeferredTrigger } from './DeferredTrigger';
import './MenuButton.css';

export type MenuButtonItem = { id: string; label: string; onAction: () => void };

// The menu's code (collections, selection, positioning) comes after the page: the account menu is
// in the header of every page (issue 14's first-route budget; docs/adr/ on deferred header popups).
const menu = deferredComponent(() => import('./MenuButtonMenu').then((module) => module.MenuButtonMenu));
export const preloadMenuButton = menu.preload;

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
  const [openNow, setOpenNow] = useState(false);
  const classes = `menu-button${className ? ` ${className}` : ''}`;
  const label = (
    <>
      {children}
      <span aria-hidden="true" className="menu-chevron">
        ▾
      </span>
    </>
  );
  return (
    <DeferredTrigger code={menu} className={classes} popup="menu" label={label} onPressedEarly={() => setOpenNow(true)}>
      {() => (
        <menu.Deferred items={items} className={classes} openNow={openNow}>
          {label}
        </menu.Deferred>
      )}
    </DeferredTrigger>
  );
}
