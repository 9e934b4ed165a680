import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  PASSWORD_MESSAGES,
  validateAdminSetPassword,
  validateSimplePassword,
  validateStrongPassword,
} from './passwords';

const TOO_SHORT = 'A senha deve ter pelo menos 8 caracteres';
const MISSING =
  'A senha deve conter pelo menos: 1 letra minúscula, 1 maiúscula, 1 número e 1 caractere especial';

describe('validateStrongPassword', () => {
  it('uses the pt-BR messages verbatim', () => {
    expect(PASSWORD_MESSAGES.strongTooShort).toBe(TOO_SHORT);
    expect(PASSWORD_MESSAGES.strongMissingClasses).toBe(MISSING);
  });

  it('accepts a password with all four classes and 8+ characters', () => {
    expect(validateStrongPassword('Abcdef1!')).toBeNull();
    expect(validateStrongPassword('Senha@2024')).toBeNull();
    expect(validateStrongPassword('Çedilha9&')).toBeNull();
  });

  it('needs at least 8 characters (checked first)', () => {
    expect(validateStrongPassword('Abcde1!')).toBe(TOO_SHORT);
    expect(validateStrongPassword('')).toBe(TOO_SHORT);
    expect(validateStrongPassword(undefined)).toBe(TOO_SHORT);
    expect(validateStrongPassword('abc')).toBe(TOO_SHORT);
  });

  it.each([
    ['no lower-case letter', 'ABCDEF1!'],
    ['no upper-case letter', 'abcdef1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['special character outside @$!%*?&', 'Abcdef1#'],
  ])('rejects a password with %s', (_why, pw) => {
    expect(validateStrongPassword(pw)).toBe(MISSING);
  });

  it.each(['@', '$', '!', '%', '*', '?', '&'])('accepts %s as the special character', (ch) => {
    expect(validateStrongPassword(`Abcdef1${ch}`)).toBeNull();
  });
});

describe('validateAdminSetPassword', () => {
  it('needs 8 characters only', () => {
    expect(validateAdminSetPassword('1234567')).toBe('Nova senha deve ter pelo menos 8 caracteres');
    expect(validateAdminSetPassword('12345678')).toBeNull();
  });
});

describe('validateSimplePassword', () => {
  it('needs at least 6 characters', () => {
    expect(validateSimplePassword('12345')).toBe('A nova senha deve ter pelo menos 6 caracteres');
    expect(validateSimplePassword('')).toBe('A nova senha deve ter pelo menos 6 caracteres');
    expect(validateSimplePassword(null)).toBe('A nova senha deve ter pelo menos 6 caracteres');
    expect(validateSimplePassword('123456')).toBeNull();
    expect(validateSimplePassword('abcdef')).toBeNull();
  });
});

describe('isValidEmail', () => {
  it.each([
    'ana@example.com',
    'ana.silva+certidao@empresa.com.br',
    ' joao@x.io ',
    'a_b-c@sub-domain.example.org',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@@example.com',
    'ana silva@example.com',
    'ana@exa mple.com',
    'ana..silva@example.com',
    '.ana@example.com',
    'ana@-example.com',
    'ana@example.c',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects null and over-long addresses', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });
});
