import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords people choose most, from zxcvbn-ts's common list (MIT, 49,000 passwords seen in
 * leaks): a staff account holds travellers' passports, so none of them is accepted. Read once,
 * on first use.
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}
