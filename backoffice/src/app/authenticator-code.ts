/** A code field's value as typed: authenticators show the code in groups, the spaces are not part of it. */
export const withoutSpaces = (value: string): string => value.replace(/\s/g, '');

/** An authenticator's code: six digits. */
export const isAuthenticatorCode = (value: string): boolean => /^\d{6}$/.test(value.trim());
