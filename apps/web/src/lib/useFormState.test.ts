import { describe, expect, it } from 'vitest';
import {
  checkSubmit,
  type FormErrors,
  fieldSelector,
  nameErrors,
  withoutError,
  withValue,
} from './useFormState.ts';

interface UserForm {
  firstName: string;
  lastName: string;
  email: string;
  [key: string]: unknown;
}

const values: UserForm = { firstName: 'Ana', lastName: '', email: 'ana@' };

function validate(v: UserForm): FormErrors<UserForm> {
  const errors: FormErrors<UserForm> = {};
  if (!v.firstName.trim()) errors.firstName = 'Informe o nome';
  if (!v.lastName.trim()) errors.lastName = 'Informe o sobrenome';
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.email)) errors.email = 'E-mail inválido';
  return errors;
}

describe('withValue', () => {
  it('changes one field in a new object, leaving the rest and the original alone', () => {
    const next = withValue(values, 'lastName', 'Souza');
    expect(next).toEqual({ firstName: 'Ana', lastName: 'Souza', email: 'ana@' });
    expect(next).not.toBe(values);
    expect(values.lastName).toBe('');
  });
});

describe('withoutError', () => {
  it("drops only the edited field's message", () => {
    const errors: FormErrors<UserForm> = { lastName: 'Informe o sobrenome', email: 'E-mail inválido' };
    expect(withoutError(errors, 'email')).toEqual({ lastName: 'Informe o sobrenome' });
    expect(errors).toEqual({ lastName: 'Informe o sobrenome', email: 'E-mail inválido' });
  });

  it('returns the same object when the field had no message (no needless re-render)', () => {
    const errors: FormErrors<UserForm> = { lastName: 'Informe o sobrenome' };
    expect(withoutError(errors, 'firstName')).toBe(errors);
  });
});

describe('checkSubmit', () => {
  it('returns every message and puts the cursor in the first field validate reported', () => {
    expect(checkSubmit(values, validate)).toEqual({
      errors: { lastName: 'Informe o sobrenome', email: 'E-mail inválido' },
      first: 'lastName',
    });
  });

  it('finds nothing to fix in a valid form', () => {
    expect(
      checkSubmit({ firstName: 'Ana', lastName: 'Souza', email: 'ana@exemplo.com.br' }, validate),
    ).toEqual({
      errors: {},
      first: undefined,
    });
  });

  it('skips a field whose message is undefined', () => {
    const lenient = (): FormErrors<UserForm> => ({ firstName: undefined, email: 'E-mail inválido' });
    expect(checkSubmit(values, lenient).first).toBe('email');
  });
});

describe('nameErrors', () => {
  it('requires first and last name, blanks counting as empty', () => {
    expect(nameErrors({ firstName: '  ', lastName: '' })).toEqual({
      firstName: 'Informe o nome',
      lastName: 'Informe o sobrenome',
    });
    expect(nameErrors({ firstName: 'José', lastName: 'Conceição' })).toEqual({});
  });
});

describe('fieldSelector', () => {
  it('targets the visible input by name, a date field’s first segment and a number field’s visible input', () => {
    expect(fieldSelector('dataNascimento')).toBe(
      '[name="dataNascimento"]:not([type="hidden"]), [data-field="dataNascimento"] [role="spinbutton"], [data-field="dataNascimento"] input:not([type="hidden"])',
    );
  });
});
