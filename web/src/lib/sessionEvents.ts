/** Raised by the Apollo error link when the gateway says the token expired or is unreadable. */
export const SESSION_END = 'session-end';
export const sessionEvents = new EventTarget();

export function announceSessionEnd(): void {
  sessionEvents.dispatchEvent(new Event(SESSION_END));
}
