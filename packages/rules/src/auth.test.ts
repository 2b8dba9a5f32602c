import { describe, expect, it } from 'vitest';
import { checkLogin } from './auth.ts';

describe('login form', () => {
  it('needs an e-mail address of at most 100 characters and a password', () => {
    expect(checkLogin(' buyer@acme.example ', 'Demo1234!')).toEqual([]);
    expect(checkLogin('', ' ')).toEqual([
      { field: 'username', message: 'E-mail is required.' },
      { field: 'password', message: 'Password is required.' },
    ]);
    expect(checkLogin('buyer@', 'x')).toEqual([{ field: 'username', message: 'Please enter a valid e-mail address.' }]);
    expect(checkLogin(`${'a'.repeat(90)}@acme.example`, 'x')).toEqual([
      { field: 'username', message: 'E-mail may be at most 100 characters.' },
    ]);
  });
});
