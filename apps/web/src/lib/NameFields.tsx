import { formLayout, TextField } from '@certidao/ui';
import type { FieldSetter } from './useFormState.ts';

/** 'Nome' and 'Sobrenome' side by side, both required (the admin's new-user and edit forms, the vendor form). */
export function NameFields({
  values,
  set,
  isDisabled,
}: {
  values: { firstName: string; lastName: string };
  set: FieldSetter<{ firstName: string; lastName: string }>;
  isDisabled?: boolean;
}) {
  return (
    <div className={formLayout.fieldRow}>
      <TextField
        label="Nome"
        name="firstName"
        isRequired
        maxLength={100}
        value={values.firstName}
        onChange={set('firstName')}
        isDisabled={isDisabled}
      />
      <TextField
        label="Sobrenome"
        name="lastName"
        isRequired
        maxLength={100}
        value={values.lastName}
        onChange={set('lastName')}
        isDisabled={isDisabled}
      />
    </div>
  );
}
