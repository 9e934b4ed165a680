import { PasswordField } from '@certidao/ui';
import type { FieldSetter } from './useFormState.ts';

type Name = 'newPassword' | 'confirmation';

export interface NewPasswordFieldsProps {
  values: Record<Name, string>;
  set: FieldSetter<Record<Name, string>>;
  /** The rule the new password follows, shown under it. */
  description: string;
  isDisabled?: boolean;
  /** The row's layout in the form around it (two columns, stacked on mobile). */
  className?: string;
}

/** 'Nova senha' and 'Confirmar nova senha' side by side (the profile's and the admin's password forms). */
export function NewPasswordFields({
  values,
  set,
  description,
  isDisabled,
  className,
}: NewPasswordFieldsProps) {
  return (
    <div className={className}>
      <PasswordField
        label="Nova senha"
        name="newPassword"
        autoComplete="new-password"
        isRequired
        description={description}
        value={values.newPassword}
        onChange={set('newPassword')}
        isDisabled={isDisabled}
      />
      <PasswordField
        label="Confirmar nova senha"
        name="confirmation"
        autoComplete="new-password"
        isRequired
        value={values.confirmation}
        onChange={set('confirmation')}
        isDisabled={isDisabled}
      />
    </div>
  );
}
