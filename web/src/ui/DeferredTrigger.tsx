import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated';
import type { DeferredCode } from './deferred';
import './DeferredTrigger.css';

/**
 * The trigger of a popup (a menu, a navigation panel) whose react-aria code is loaded apart from the
 * page's, so that the header on every first page does not carry it. Until the code has loaded, a
 * plain button that looks the same stands in: pointing at it or focusing it starts the load, and a
 * press before the load ends is kept, so the popup opens once the real trigger is drawn (focus moves
 * to that trigger first, where the popup returns it on close). The shell also preloads the code once
 * the page is idle (app/PageOutlet.tsx), so the stand-in is rarely what a user presses.
 */
export function DeferredTrigger({
  code,
  className,
  popup,
  label,
  onPressedEarly,
  children,
}: {
  code: DeferredCode;
  /** The real trigger's class names, so the stand-in looks the same. */
  className: string;
  popup: 'menu' | 'dialog';
  /** What the trigger shows (its text is its accessible name). */
  label: ReactNode;
  /** Opens the popup: called once the real trigger is drawn, if the stand-in was pressed. */
  onPressedEarly: () => void;
  /** The real trigger and its popup, drawn once the code has loaded. */
  children: () => ReactNode;
}) {
  const [ready, setReady] = useState(code.isLoaded);
  // The server's page and the hydrating render draw the stand-in: the code may be loaded on one only.
  const live = useHydrated() && ready;
  const wrapper = useRef<HTMLSpanElement>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  // What the user did to the stand-in that the real trigger must carry on.
  const intent = useRef({ focused: false, pressed: false });

  useEffect(() => {
    if (ready) return undefined;
    const giveWay = () => {
      intent.current.focused = document.activeElement !== null && document.activeElement === standIn.current;
      setReady(true);
    };
    // Loaded between the first draw and now: nothing will call back.
    if (code.isLoaded()) {
      giveWay();
      return undefined;
    }
    return code.onLoad(giveWay);
  }, [code, ready]);

  useLayoutEffect(() => {
    if (!live) return;
    const { focused, pressed } = intent.current;
    intent.current = { focused: false, pressed: false };
    if (focused || pressed) wrapper.current?.querySelector('button')?.focus();
    if (pressed) onPressedEarly();
    // Only when the real trigger replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  const load = () => void code.preload();
  return (
    <span ref={wrapper} className="deferred-trigger">
      {live ? (
        children()
      ) : (
        <button
          ref={standIn}
          type="button"
          className={className}
          aria-haspopup={popup}
          aria-expanded={false}
          onPointerEnter={load}
          onFocus={load}
          // A press counts from the pointer going down: the real trigger may replace this one before it
          // comes up, and the click would then be lost. A touch that turns into a scroll is no press.
          onPointerDown={() => {
            intent.current.pressed = true;
            load();
          }}
          onPointerCancel={() => {
            intent.current.pressed = false;
          }}
          onClick={() => {
            intent.current.pressed = true;
            load();
          }}
        >
          {label}
        </button>
      )}
    </span>
  );
}
