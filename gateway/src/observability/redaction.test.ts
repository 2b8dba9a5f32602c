import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { toGraphQLError } from '../common/errors.ts';
import { ErpUnavailableError } from '../erp/errors.ts';
import { createLogger } from './logger.ts';

const linesOf = (fields: Record<string, unknown>, message = 'line') => {
  const lines: string[] = [];
  createLogger('debug', {}, (line) => lines.push(line)).log('error', message, fields);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
};

describe('a log line', () => {
  it('redacts secret and personal fields by name at any depth, in any spelling', () => {
    const [line] = linesOf({
      input: { username: 'pat', password: 'hunter2', card: { card_number: '4111', CVV: '123' } },
      headers: { Cookie: 'mro_session=abc', authorization: 'Bearer xyz' },
      sessionId: 'abc',
    });
    expect(line).toMatchObject({
      input: { username: 'pat', password: '[redacted]', card: { card_number: '[redacted]', CVV: '[redacted]' } },
      headers: { Cookie: '[redacted]', authorization: '[redacted]' },
      sessionId: '[redacted]',
    });
  });

  it('scrubs card numbers, store cookies, bearer tokens and quoted passwords out of text', () => {
    const [line] = linesOf({
      detail: 'card 4111-1111-1111-1111 cookie mro_session=abc; Authorization: Bearer xyz {"password":"hunter2"}',
    });
    expect(line?.detail).toBe(
      'card [card number] cookie mro_session=[redacted]; Authorization: "[redacted]" [redacted] {"password":"[redacted]"}',
    );
  });

  it("writes an error with its stack and chain of causes, through toGraphQLError's mapping", () => {
    const erp = new ErpUnavailableError('timeout', 'GET /pricing');
    const [line] = linesOf({ error: new GraphQLError('wrapped', { originalError: toGraphQLError(erp) }) });
    const error = line?.error as { message: string; cause: { code: string; cause: Record<string, unknown> } };
    expect(error.message).toBe('wrapped');
    expect(error.cause.code).toBe('UPSTREAM_TIMEOUT');
    expect(error.cause.cause).toMatchObject({ type: 'ErpUnavailableError', message: 'ERP timeout on GET /pricing' });
    expect(error.cause.cause.stack).toContain('ErpUnavailableError: ERP timeout on GET /pricing');
  });
});
