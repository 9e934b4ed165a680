import { PasswordField } from '@certidao/ui';

type Name = 'newPassword' | 'confirmation';

export interface NewPasswordFieldsProps {
  values: Record<Name, string>;
  /** `useFormState`'s `set`: the change handler of one field. */
  onChange: (name: Name) => (value: string) => void;
  /** The rule the new password follows, shown under it. */
  description: string;
  isDisabled?: boolean;
  /** The row's layout in the form around it (two columns, stacked on mobile). */
  className?: string;
}

/** 'Nova senha' and 'Confirmar nova senha' side by side (the profile's and the admin's password forms). */
export function NewPasswordFields({
  values,
  onChange,
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
        onChange={onChange('newPassword')}
        isDisabled={isDisabled}
      />
      <PasswordField
        label="Confirmar nova senha"
        name="confirmation"
        autoComplete="new-password"
        isRequired
        value={values.confirmation}
        onChange={onChange('confirmation')}
        isDisabled={isDisabled}
      />
    </div>
  );
}
