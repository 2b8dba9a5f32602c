// Structured JSON logs (pino), one line each, with the request id when there is one. Every line
// passes through `redacted` first: secrets and personal fields never reach the log, whoever logs them.
import pino from 'pino';
import type { LogLevel } from '../config/load.ts';
import { redacted, scrubText } from './redaction.ts';

export type { LogLevel };

export type Logger = {
  /** `fields` may hold Errors: they are written with their stack and their chain of causes. */
  log(level: LogLevel, message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
};

// A child's fields are merged into each line here rather than by pino's child loggers, so a field
// both the child and the call name (requestId) is written once.
const loggerOf = (instance: pino.Logger, bound: Record<string, unknown>): Logger => ({
  log(level, message, fields) {
    if (instance.isLevelEnabled(level)) instance[level]({ ...bound, ...fields }, scrubText(message));
  },
  child(fields) {
    return loggerOf(instance, { ...bound, ...fields });
  },
});

/**
 * Lines go to `write` (default: process.stdout.write, which tests capture) as
 * `{"level":"info","time":"…",…fields,"message":"…"}`.
 */
export const createLogger = (
  minLevel: LogLevel = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger =>
  loggerOf(
    pino(
      {
        level: minLevel,
        messageKey: 'message',
        base: redacted(base) as Record<string, unknown>,
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: {
          level: (label) => ({ level: label }),
          log: (fields) => redacted(fields) as Record<string, unknown>,
        },
      },
      { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) },
    ),
    {},
  );
