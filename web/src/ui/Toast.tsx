import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './Toast.css';

/** Notifications last 5000 ms (docs/spec/storefront.md §2.3). */
export const NOTIFICATION_MS = 5000;

type Notice = { id: number; text: string; tone: 'success' | 'info' | 'error' };
type Notify = (text: string, tone?: Notice['tone']) => void;

const NotifyContext = createContext<Notify>(() => {});

export function useNotify(): Notify {
  return useContext(NotifyContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => setNotices((all) => all.filter((n) => n.id !== id)), []);
  const notify = useCallback<Notify>(
    (text, tone = 'success') => {
      const id = nextId.current++;
      setNotices((all) => [...all, { id, text, tone }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, NOTIFICATION_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const value = useMemo(() => notify, [notify]);

  return (
    <NotifyContext.Provider value={value}>
      {children}
      <div className="toast-region" role="region" aria-label="Notifications">
        <div aria-live="polite" aria-atomic="false">
          {notices.map((n) => (
            <div key={n.id} className={`toast toast-${n.tone}`} role={n.tone === 'error' ? 'alert' : 'status'}>
              <span>{n.text}</span>
              <button
                type="button"
                className="toast-close"
                aria-label="Dismiss notification"
                onClick={() => dismiss(n.id)}
              >
                ×
              </button>
            </div>
          ))}
        </div>
      </div>
    </NotifyContext.Provider>
  );
}
