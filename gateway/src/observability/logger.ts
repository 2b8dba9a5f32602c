// Structured JSON logs, one line each, with the request id when there is one.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type Logger = {
  log(level: LogLevel, message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
};

export const createLogger = (
  minLevel: LogLevel = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger => ({
  log(level, message, fields) {
    if (ORDER[level] < ORDER[minLevel]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...base, ...fields }));
  },
  child(fields) {
    return createLogger(minLevel, { ...base, ...fields }, write);
  },
});
