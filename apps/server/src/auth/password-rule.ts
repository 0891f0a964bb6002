import { fieldLabel, fieldMessage, id, type Messages } from '@cermat/core';
import { limits } from '@cermat/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** zxcvbn-ts's list of common and leaked passwords (about 49,000), lower-cased, built once. */
function commonPasswords(): Set<string> {
  return (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));
}

/**
 * Whether a new password may be set (OWASP ASVS 5.0 V6.2): at least the contract's minimum
 * length, not the username, not a common or leaked password; the last two without case.
 */
export function passwordAllowed(password: string, username: string): boolean {
  const folded = password.toLowerCase();
  return (
    password.length >= limits.passwordMin &&
    folded !== username.normalize('NFC').toLowerCase() &&
    !commonPasswords().has(folded)
  );
}

/** The one message of a refused password (the password field's; the CLI speaks `en`). */
export const passwordRefusal = (messages: Messages = id) =>
  fieldMessage(fieldLabel(['password'], messages), { kind: 'password' }, messages);
