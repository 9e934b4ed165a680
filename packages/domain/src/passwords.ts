/** Password and e-mail rules, with their fixed pt-BR messages. */

export const PASSWORD_MESSAGES = {
  strongTooShort: 'A senha deve ter pelo menos 8 caracteres',
  strongMissingClasses:
    'A senha deve conter pelo menos: 1 letra minúscula, 1 maiúscula, 1 número e 1 caractere especial',
  adminSetTooShort: 'Nova senha deve ter pelo menos 8 caracteres',
  simpleTooShort: 'A nova senha deve ter pelo menos 6 caracteres',
} as const;

/** The special characters the strong-password rule asks for. */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

function length(pw: string): number {
  return [...pw].length;
}

/**
 * Password of a user created by an admin: at least 8 characters and at least one lower-case letter, one
 * upper-case letter, one digit and one of @$!%*?&. Returns the error message, or null when valid.
 */
export function validateStrongPassword(pw: string | null | undefined): string | null {
  const p = String(pw ?? '');
  if (length(p) < 8) return PASSWORD_MESSAGES.strongTooShort;
  const ok = /\p{Ll}/u.test(p) && /\p{Lu}/u.test(p) && /\d/.test(p) && /[@$!%*?&]/.test(p);
  return ok ? null : PASSWORD_MESSAGES.strongMissingClasses;
}

/**
 * New password set by an admin when editing a user: at least 8 characters (the character-class hint is not
 * enforced there). Returns the error message, or null when valid.
 */
export function validateAdminSetPassword(pw: string | null | undefined): string | null {
  return length(String(pw ?? '')) < 8 ? PASSWORD_MESSAGES.adminSetTooShort : null;
}

/**
 * Own password change and registration: at least 6 characters. Returns the error message, or null when valid.
 */
export function validateSimplePassword(pw: string | null | undefined): string | null {
  return length(String(pw ?? '')) < 6 ? PASSWORD_MESSAGES.simpleTooShort : null;
}

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** A plausible e-mail address (local@domain.tld); surrounding spaces are ignored. */
export function isValidEmail(v: string | null | undefined): boolean {
  const s = String(v ?? '').trim();
  return s.length <= 254 && EMAIL.test(s);
}
