import type { Role, UserStatus } from '@certidao/api-client';
import { ListBoxItem, Select, TextField } from '@certidao/ui';
import { ROLE_OPTIONS, STATUS_OPTIONS } from './options.ts';
import * as styles from './users.css.ts';

type Setter<V> = <K extends keyof V & string>(field: K) => (value: V[K]) => void;

/** 'Nome' and 'Sobrenome' side by side, both required (new user and edit profile). */
export function NameFields({
  values,
  set,
  isDisabled,
}: {
  values: { firstName: string; lastName: string };
  set: Setter<{ firstName: string; lastName: string }>;
  isDisabled?: boolean;
}) {
  return (
    <div className={styles.fieldRow}>
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

/** The 'Perfil' and 'Status' choices of an account (contents of a field row). */
export function RoleStatusSelects({
  role,
  status,
  onRoleChange,
  onStatusChange,
  isDisabled,
}: {
  role: Role;
  status: UserStatus;
  onRoleChange: (role: Role) => void;
  onStatusChange: (status: UserStatus) => void;
  isDisabled?: boolean;
}) {
  return (
    <>
      <Select
        label="Perfil"
        value={role}
        onChange={(k) => onRoleChange(k as Role)}
        items={ROLE_OPTIONS}
        isDisabled={isDisabled}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label="Status"
        value={status}
        onChange={(k) => onStatusChange(k as UserStatus)}
        items={STATUS_OPTIONS}
        isDisabled={isDisabled}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
    </>
  );
}
