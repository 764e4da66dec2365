import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('staff passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('mare-azzurro-2027');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('mare-azzurro');
    expect(await verifyPassword('mare-azzurro-2027', hash)).toBe(true);
    expect(await verifyPassword('mare-azzurro-2026', hash)).toBe(false);
    expect(await verifyPassword('mare-azzurro-2027', 'garbage')).toBe(false);
  });
});
