import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuButtonMenu } from './MenuButtonMenu';
import { MenuButton } from './MenuButton';
import { deferredComponent } from './deferred';
import { DeferredTrigger } from './DeferredTrigger';
import { useState } from 'react';

/** A menu's code that arrives when the test says so. */
function slowMenu() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const code = deferredComponent(() => arrived.then(() => MenuButtonMenu));
  return { code, arrive };
}

function AccountMenu({ code }: { code: ReturnType<typeof slowMenu>['code'] }) {
  const [openNow, setOpenNow] = useState(false);
  const [picked, setPicked] = useState('');
  const items = [
    { id: 'my-account', label: 'My Account', onAction: () => setPicked('My Account') },
    { id: 'log-out', label: 'Log Out', onAction: () => setPicked('Log Out') },
  ];
  return (
    <>
      <DeferredTrigger
        code={code}
        className="menu-button"
        popup="menu"
        label="Account"
        onPressedEarly={() => setOpenNow(true)}
      >
        {() => (
          <code.Deferred items={items} className="menu-button" openNow={openNow}>
            Account
          </code.Deferred>
        )}
      </DeferredTrigger>
      <p role="status">{picked}</p>
    </>
  );
}

describe('a popup trigger whose code loads later', () => {
  it('stands in with a look-alike button, and a press before the code arrives opens the menu once it has', async () => {
    const { code, arrive } = slowMenu();
    render(<AccountMenu code={code} />);
    const standIn = screen.getByRole('button', { name: 'Account' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).toHaveClass('menu-button');

    standIn.focus();
    fireEvent.click(standIn);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(() => {
      arrive();
      return Promise.resolve();
    });

    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Account', 'Log Out']);
    // Focus went to the real trigger, then into the menu, where the arrow keys walk the items.
    await expect.poll(() => menu.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });
    fireEvent.keyUp(document.activeElement ?? document.body, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent(/My Account|Log Out/);
    // Picking closes the menu and returns focus to the trigger.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Account' });
    await expect.poll(() => document.activeElement).toBe(trigger);
  });

  it('gives way to the real trigger once the code has loaded, keeping focus, without opening', async () => {
    const { code, arrive } = slowMenu();
    render(<AccountMenu code={code} />);
    const standIn = screen.getByRole('button', { name: 'Account' });
    fireEvent.focus(standIn);
    standIn.focus();
    await act(() => {
      arrive();
      return Promise.resolve();
    });

    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('draws the real menu button at once when its code is already loaded', async () => {
    const { preloadMenuButton } = await import('./MenuButton');
    await preloadMenuButton();
    render(<MenuButton items={[{ id: 'a', label: 'A', onAction: () => {} }]}>Account</MenuButton>);
    // react-aria's Button marks itself; the stand-in does not.
    expect(screen.getByRole('button', { name: /Account/ })).toHaveAttribute('data-rac');
  });
});
